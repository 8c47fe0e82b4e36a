// The share images (public/og/site-en.png, site-ga.png, 1200 × 630): what a link to a page without
// a photo of its own shows on social sites and in messaging apps (lib/seo/metadata.ts). A county
// scene from the site's own art over the brand's green band with the site's name, drawn with sharp:
//   npm run art:og-image
import { readFile } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";

const ROOT = path.resolve(import.meta.dirname, "../..");
const BRAND = "#2f6b2a";
const WIDTH = 1200;
const HEIGHT = 630;
const SCENE_HEIGHT = 450;

const TEXTS = {
  en: { name: "Farm Shops Ireland", line: "Farm shops, honesty boxes and market stalls in all 32 counties" },
  ga: { name: "Siopaí Feirme Éireann", line: "Siopaí feirme, boscaí macántachta agus stallaí margaidh sna 32 contae" },
};

const escape = (text) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;");

async function image(lang) {
  const { name, line } = TEXTS[lang];
  // The scene, cut to the width (its 1600 × 600 drawn at 1200 × 450).
  const scene = await sharp(await readFile(path.join(ROOT, "public/counties/kerry.svg")), { density: 72 * (WIDTH / 1600) })
    .resize(WIDTH, SCENE_HEIGHT, { fit: "cover" })
    .png()
    .toBuffer();
  const icon = await sharp(await readFile(path.join(ROOT, "app/icon.svg")), { density: (72 * 96) / 64 }).resize(96, 96).png().toBuffer();
  const band = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT - SCENE_HEIGHT}">
      <rect width="100%" height="100%" fill="${BRAND}"/>
      <text x="176" y="84" font-family="DejaVu Sans, Liberation Sans, sans-serif" font-weight="bold" font-size="54" fill="#ffffff">${escape(name)}</text>
      <text x="176" y="134" font-family="DejaVu Sans, Liberation Sans, sans-serif" font-size="26" fill="#dcefd6">${escape(line)}</text>
    </svg>`,
  );
  return sharp({ create: { width: WIDTH, height: HEIGHT, channels: 3, background: BRAND } })
    .composite([
      { input: scene, left: 0, top: 0 },
      { input: band, left: 0, top: SCENE_HEIGHT },
      { input: icon, left: 56, top: SCENE_HEIGHT + 42 },
    ])
    .png({ compressionLevel: 9, palette: true, quality: 90 })
    .toFile(path.join(ROOT, `public/og/site-${lang}.png`));
}

for (const lang of Object.keys(TEXTS)) console.log(lang, await image(lang));
