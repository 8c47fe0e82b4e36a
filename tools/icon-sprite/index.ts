// npm run art:icons: writes public/icons.svg from components/ui/icon-names.ts (run it after
// adding a name there; a unit test fails while the file and the list disagree).
import { writeFileSync } from "node:fs";
import path from "node:path";
import { buildIconSprite } from "./build";

const out = path.resolve(import.meta.dirname, "../../public/icons.svg");
writeFileSync(out, await buildIconSprite());
console.log(`Wrote ${out}`);
