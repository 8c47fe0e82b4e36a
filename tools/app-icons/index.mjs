// The installed app's icons (public/icons/), drawn from the site icon app/icon.svg with sharp:
//   npm run art:app-icons
// "any" icons are the site icon itself; "maskable" ones put it inside the central 80 % safe zone
// on the brand green, because launchers crop maskable icons to a circle or a rounded square.
import { readFile } from "node:fs/promises";
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
console.log("public/icons/: icon-192.png, icon-512.png, maskable-192.png, maskable-512.png; app/apple-icon.png");
