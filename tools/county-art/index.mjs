#!/usr/bin/env node
/**
 * County art generator: writes the flat vector artwork used by the site.
 *
 *   public/counties/{slug}.svg        32 county hero illustrations (1600 x 600)
 *   public/images/fallback/{1-5}.svg  5 stock images for shops without photos (1200 x 800)
 *
 * Plain Node ESM, no dependencies. Output is deterministic (seeded by file name),
 * so re-running the generator produces identical files. From the repository root:
 *
 *   npm run art:counties                         (node tools/county-art/index.mjs)
 *   node tools/county-art/index.mjs kerry fallback-2   (only the named files)
 *
 * Composition rule for the county heroes: the page overlays white text on a dark
 * gradient in the lower-left, so landmarks and busy detail go to the right and
 * the top; the lower-left is kept to broad, calm shapes.
 *
 * Modules (imports run one way, top to bottom):
 *   random.mjs, format.mjs, color.mjs   seeded RNG, number formatting, colour maths
 *   path.mjs                            compact SVG path builder, splines, polygons
 *   canvas.mjs                          the Scene (defs, symbols, gradients), W/H, use(), at()
 *   palettes.mjs                        sky presets, regional colours, palette()
 *   landscape.mjs                       sky, hills, mountains, ridges, sea, fields, rivers, headlands
 *   features.mjs                        trees, lighthouses, towers, cottages, animals, boats, ruins...
 *   scenes/                             one drawing function per county, grouped by region
 *   fallback.mjs                        the five fallback shop illustrations
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

import { Scene, W, H } from "./canvas.mjs";
import { palette } from "./palettes.mjs";
import { FALLBACKS } from "./fallback.mjs";
import { SCENES } from "./scenes/index.mjs";

const ROOT = join(dirname(fileURLToPath(import.meta.url)), "..", "..");

/** name, region, sky preset */
const COUNTIES = [
  ["Antrim", "Northern Ireland", "day"],
  ["Armagh", "Northern Ireland", "morning"],
  ["Carlow", "Leinster", "golden"],
  ["Cavan", "Ulster", "morning"],
  ["Clare", "Munster", "golden"],
  ["Cork", "Munster", "day"],
  ["Derry", "Northern Ireland", "morning"],
  ["Donegal", "Ulster", "dusk"],
  ["Down", "Northern Ireland", "golden"],
  ["Dublin", "Leinster", "morning"],
  ["Fermanagh", "Northern Ireland", "morning"],
  ["Galway", "Connacht", "dusk"],
  ["Kerry", "Munster", "day"],
  ["Kildare", "Leinster", "morning"],
  ["Kilkenny", "Leinster", "golden"],
  ["Laois", "Leinster", "day"],
  ["Leitrim", "Connacht", "mist"],
  ["Limerick", "Munster", "day"],
  ["Longford", "Leinster", "dusk"],
  ["Louth", "Leinster", "day"],
  ["Mayo", "Connacht", "golden"],
  ["Meath", "Leinster", "morning"],
  ["Monaghan", "Ulster", "day"],
  ["Offaly", "Leinster", "golden"],
  ["Roscommon", "Connacht", "morning"],
  ["Sligo", "Connacht", "dusk"],
  ["Tipperary", "Munster", "golden"],
  ["Tyrone", "Northern Ireland", "day"],
  ["Waterford", "Munster", "morning"],
  ["Westmeath", "Leinster", "day"],
  ["Wexford", "Leinster", "day"],
  ["Wicklow", "Leinster", "morning"],
];

function write(rel, content) {
  const file = join(ROOT, rel);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, content);
  return Buffer.byteLength(content);
}

function main() {
  const only = process.argv.slice(2);
  let total = 0;
  for (const [name, region, skyName] of COUNTIES) {
    const slug = name.toLowerCase().replace(/\s+/g, "-");
    if (only.length && !only.includes(slug)) continue;
    const scene = SCENES[slug];
    if (!scene) {
      console.warn(`no scene for ${slug}`);
      continue;
    }
    const S = new Scene(W, H, slug);
    scene(S, palette(region, skyName, slug));
    const bytes = write(`public/counties/${slug}.svg`, S.toString());
    total += bytes;
    console.log(`counties/${slug}.svg ${(bytes / 1024).toFixed(1)} KB`);
  }
  if (typeof FALLBACKS !== "undefined") {
    FALLBACKS.forEach((fn, i) => {
      if (only.length && !only.includes(`fallback-${i + 1}`)) return;
      const S = new Scene(1200, 800, `fallback-${i + 1}`);
      fn(S);
      const bytes = write(`public/images/fallback/${i + 1}.svg`, S.toString());
      console.log(`images/fallback/${i + 1}.svg ${(bytes / 1024).toFixed(1)} KB`);
    });
  }
  console.log(`county art total ${(total / 1024).toFixed(1)} KB`);
}

main();
