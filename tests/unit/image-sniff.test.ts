import { describe, expect, it } from "vitest";
import { sniffImageType } from "@/lib/storage/sniff";

const bytes = (...parts: (number[] | string)[]) =>
  new Uint8Array(parts.flatMap((p) => (typeof p === "string" ? [...p].map((c) => c.charCodeAt(0)) : p)));

describe("image sniffing", () => {
  it.each([
    ["JPEG", bytes([0xff, 0xd8, 0xff, 0xe0], "JFIF"), "image/jpeg"],
    ["PNG", bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], "IHDR"), "image/png"],
    ["GIF87a", bytes("GIF87a", [1, 0]), "image/gif"],
    ["GIF89a", bytes("GIF89a", [1, 0]), "image/gif"],
    ["WebP", bytes("RIFF", [0x24, 0, 0, 0], "WEBPVP8 "), "image/webp"],
    ["AVIF (major brand)", bytes([0, 0, 0, 0x1c], "ftypavif", [0, 0, 0, 0], "avifmif1miaf"), "image/avif"],
    ["AVIF (compatible brand)", bytes([0, 0, 0, 0x18], "ftypmif1", [0, 0, 0, 0], "mif1avif"), "image/avif"],
  ])("recognises %s", (_name, data, type) => {
    expect(sniffImageType(data)).toBe(type);
  });

  it.each([
    ["SVG", bytes('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')],
    ["HTML", bytes("<!DOCTYPE html><html><body>hi</body></html>")],
    ["HEIC (not accepted)", bytes([0, 0, 0, 0x18], "ftypheic", [0, 0, 0, 0], "mif1heic")],
    ["WAV (RIFF but not WebP)", bytes("RIFF", [0x24, 0, 0, 0], "WAVEfmt ")],
    ["PDF", bytes("%PDF-1.7")],
    ["empty", bytes()],
    ["truncated PNG", bytes([0x89, 0x50, 0x4e])],
  ])("refuses %s", (_name, data) => {
    expect(sniffImageType(data)).toBeNull();
  });
});
