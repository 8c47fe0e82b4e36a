import { readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { RESERVED_SLUGS, slugCandidates, slugify, SLUG_PATTERN } from "@/lib/slug";

describe("slugify", () => {
  it.each([
    ["Ó Briain's Farm", "o-briains-farm"],
    ["Ballyroe Farm Shop", "ballyroe-farm-shop"],
    ["  The Honesty Hut @ Knockanore!! ", "the-honesty-hut-knockanore"],
    ["Fruit & Veg Co.", "fruit-and-veg-co"],
    ["Crème fraîche Dairy", "creme-fraiche-dairy"],
    ["Ní Dhomhnaill’s Orchard", "ni-dhomhnaills-orchard"],
  ])("%s → %s", (input, expected) => {
    expect(slugify(input)).toBe(expected);
    expect(SLUG_PATTERN.test(slugify(input))).toBe(true);
  });

  it("falls back when nothing is left (emoji-only names)", () => {
    expect(slugify("🍎🥕")).toBe("shop");
    expect(slugify("🍎", "post")).toBe("post");
  });

  it("caps the length without a trailing hyphen", () => {
    const slug = slugify("a ".repeat(200));
    expect(slug.length).toBeLessThanOrEqual(80);
    expect(slug.endsWith("-")).toBe(false);
  });
});

describe("slugCandidates", () => {
  it("tries the name, then name-town, then a counter", () => {
    expect(slugCandidates("Hill Farm", "Dingle", 4)).toEqual(["hill-farm", "hill-farm-dingle", "hill-farm-2", "hill-farm-3"]);
  });
  it("skips the town when the name already ends with it", () => {
    expect(slugCandidates("Farm Shop Dingle", "Dingle", 2)).toEqual(["farm-shop-dingle", "farm-shop-dingle-2"]);
  });
});

describe("reserved words", () => {
  it("are the route folders beside a slug's, so that no shop or post is hidden behind one", () => {
    const folders = ["app/api/farm-shops", "app/api/blog-posts"].flatMap((dir) =>
      readdirSync(path.join(process.cwd(), dir), { withFileTypes: true })
        .filter((entry) => entry.isDirectory() && SLUG_PATTERN.test(entry.name))
        .map((entry) => entry.name),
    );
    expect(folders).toContain("featured");
    expect([...new Set(folders)].sort()).toEqual([...RESERVED_SLUGS].sort());
  });

  it("are never a shop's slug: the next candidate is taken", () => {
    expect(slugCandidates("Featured", "Tralee").slice(0, 2)).toEqual(["featured-tralee", "featured-2"]);
    expect(slugCandidates("Search", null)[0]).toBe("search-2");
    expect(slugCandidates("Featured Farm", null)[0]).toBe("featured-farm");
  });
});
