import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ICON_NAMES } from "@/components/ui/icon-names";
import { productIcon, serviceIcon } from "@/components/shops/icons";
import { PRODUCT_CATEGORIES, SERVICES } from "@/lib/catalog";
import { buildIconSprite } from "../../tools/icon-sprite/build";

const sprite = readFileSync(path.resolve(import.meta.dirname, "../../public/icons.svg"), "utf8");
const symbols = new Set([...sprite.matchAll(/<symbol id="([^"]+)"/g)].map((m) => m[1]));

describe("icon sprite", () => {
  it("public/icons.svg is what `npm run art:icons` makes from the list (regenerate after editing it)", async () => {
    expect(sprite).toBe(await buildIconSprite());
  });

  it("has one symbol with lucide's geometry for every name, and nothing else", () => {
    expect([...symbols].sort()).toEqual([...ICON_NAMES].sort());
    expect(sprite).toContain('<symbol id="arrow-right" viewBox="0 0 24 24"><path d="M5 12h14"/><path d="m12 5 7 7-7 7"/></symbol>');
    // The stroke style lives in the `icon` CSS class, not on each symbol.
    expect(sprite).not.toMatch(/stroke-width/);
  });

  it("every product and service of the catalog, and unknown ones, have a drawn icon", () => {
    for (const p of [...PRODUCT_CATEGORIES, "Something new"]) expect(symbols.has(productIcon(p))).toBe(true);
    for (const s of [...SERVICES, "Something new"]) expect(symbols.has(serviceIcon(s))).toBe(true);
    expect(productIcon("Honey")).toBe("hexagon");
    expect(serviceIcon("Cafe")).toBe("coffee");
  });
});
