// The installed app's icons (public/icons/) and /favicon.ico, drawn from the site icon app/icon.svg with sharp:
//   npm run art:app-icons
// "any" icons are the site icon itself; "maskable" ones put it inside the central 80 % safe zone
// on the brand green, because launchers crop maskable icons to a circle or a rounded square.
import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";

const ROOT = path.resolve(import.meta.dirname, "../..");
const BRAND = "#2f6b2a";
const svg = await readFile(path.join(ROOT, "app/icon.svg"));

async function plain(size) {
  return sharp(svg, { density: (72 * size) / 64 }).resize(size, size).png({ compressionLevel: 9 }).toBuffer();
}

async function maskable(size) {
  const inner = Math.round(size * 0.8);
  const icon = await sharp(svg, { density: (72 * inner) / 64 }).resize(inner, inner).png().toBuffer();
  const offset = Math.round((size - inner) / 2);
  return sharp({ create: { width: size, height: size, channels: 4, background: BRAND } })
    .composite([{ input: icon, left: offset, top: offset }])
    .png({ compressionLevel: 9 })
    .toBuffer();
}

for (const size of [192, 512]) {
  await sharp(await plain(size)).toFile(path.join(ROOT, `public/icons/icon-${size}.png`));
  await sharp(await maskable(size)).toFile(path.join(ROOT, `public/icons/maskable-${size}.png`));
}
await sharp(await maskable(180)).flatten({ background: BRAND }).toFile(path.join(ROOT, "app/apple-icon.png"));

/**
 * /favicon.ico, which browsers ask for by themselves (on a page without icon links, such as the
 * 404 of an address of no page): an ICO file holding PNG images of 16, 32 and 48 pixels.
 */
async function favicon(sizes) {
  const images = await Promise.all(sizes.map((size) => plain(size)));
  const header = Buffer.alloc(6 + 16 * sizes.length);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(sizes.length, 4);
  let offset = header.length;
  sizes.forEach((size, i) => {
    const entry = 6 + 16 * i;
    header.writeUInt8(size % 256, entry);
    header.writeUInt8(size % 256, entry + 1);
    header.writeUInt16LE(1, entry + 4);
    header.writeUInt16LE(32, entry + 6);
    header.writeUInt32LE(images[i].length, entry + 8);
    header.writeUInt32LE(offset, entry + 12);
    offset += images[i].length;
  });
  return Buffer.concat([header, ...images]);
}
await writeFile(path.join(ROOT, "public/favicon.ico"), await favicon([16, 32, 48]));
console.log("public/icons/: icon-192.png, icon-512.png, maskable-192.png, maskable-512.png; app/apple-icon.png; public/favicon.ico");
