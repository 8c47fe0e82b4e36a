// Rewrites the route table section of README.md from lib/routes/table.ts (npm run routes:readme).
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { withRoutesTable } from "@/lib/routes/readme";

const file = path.resolve(import.meta.dirname, "../README.md");
const before = readFileSync(file, "utf8");
const after = withRoutesTable(before);
if (after === before) console.log("README.md: the route table is up to date");
else {
  writeFileSync(file, after);
  console.log("README.md: route table rewritten");
}
