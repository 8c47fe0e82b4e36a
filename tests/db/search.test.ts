import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as shops from "@/lib/shops/queries";
import * as eventsQ from "@/lib/events/queries";
import { farmShops } from "@/lib/db/schema";
import { queryRows, type DbHandle } from "@/lib/db/client";
import { DEFAULT_OPENING_HOURS } from "@/lib/hours/types";
import { addDays, dublinToday } from "@/lib/time";
import { COUNTY_CARD_COLUMNS, countyListing } from "@/lib/search/county";
import { facetCounts, facetRows } from "@/lib/search/facets";
import { publicShopCondition } from "@/lib/shops/conditions";
import { OTHER_VALUES_BIT } from "@/lib/search/conditions";
import { PRODUCT_CATEGORIES, SERVICES } from "@/lib/catalog";
import { mapClusters, publicMapExtent, publicWholeMap } from "@/lib/search/map";
import { searchShops, searchShopsJson } from "@/lib/search/search";
import { correctWords } from "@/lib/search/suggest";
import { searchQuery, type SearchOrder, type SearchQuery } from "@/lib/search/types";
import { shopSubmissionSchema } from "@/lib/validation/shop";
import { eventInputSchema } from "@/lib/validation/event";
import { ENGINES, openTestDatabase } from "../support/test-db";

const input = (patch: Record<string, unknown>) =>
  shopSubmissionSchema.parse({
    name: "Farm",
    county: "Kerry",
    town: "Dingle",
    address: "Main Street",
    eircode: null,
    description: null,
    products: ["Vegetables"],
    services: [],
    openingHours: DEFAULT_OPENING_HOURS,
    latitude: null,
    longitude: null,
    ...patch,
  });

describe.each(ENGINES)("search module on %s", (engine) => {
  let handle: DbHandle;
  let dispose: () => Promise<void>;
  const id: Record<string, string> = {};

  async function add(key: string, patch: Record<string, unknown>, { approve = true, featured = false } = {}) {
    const shop = await shops.createShop({ data: input(patch) });
    if (approve) await shops.approveShop({ id: shop.id });
    if (featured) await shops.setShopFeatured({ id: shop.id, featured: true });
    id[key] = shop.id;
  }
  const find = async (patch: Partial<SearchQuery>, order: SearchOrder = "name", limit = 100, offset = 0) =>
    searchShops({ query: searchQuery(patch), order, limit, offset });
  const ids = async (patch: Partial<SearchQuery>, order: SearchOrder = "name") => (await find(patch, order)).shops.map((s) => s.id);

  beforeAll(async () => {
    ({ handle, dispose } = await openTestDatabase(engine));
    // The county page's three shops (name, description, products; not the town).
    await add("zeta", { name: "Zeta Farm", town: "Annascaul", description: "Heather honey", products: ["Honey"] });
    await add("alpha", { name: "alpha Dairy", town: "Tralee", description: "Farmhouse CHEESE", products: ["Dairy"] }, { featured: true });
    await add("mid", { name: "Mid Orchard", town: "Dingle", products: ["Fruits", "Micro Greens"] });
    await add("dun", { name: "Seaside Larder", county: "Dublin", town: "Dún Laoghaire", products: ["Bakery"], latitude: "53.2944", longitude: "-6.1339", services: ["Cafe", "Delivery"] });
    await add("straw", { name: "Slaney Strawberry Farm", county: "Wexford", town: "Enniscorthy", products: ["Fruits"], latitude: "52.5008", longitude: "-6.5578", shopType: "honesty-box" });
    await add("kk", { name: "Nore Valley Honey", county: "Kilkenny", town: "Bennettsbridge", products: ["Honey", "Preserves"], latitude: "52.5930", longitude: "-7.1830", email: "bees@nore.example", phone: "056 772 1234", eircode: "R95 AB12" });
    await add("cork", { name: "Ballyhoura Apiary", county: "Cork", town: "Mitchelstown", description: "Raw honey from our hives.", products: ["Honey"], latitude: "52.2650", longitude: "-8.2680" });
    await add("suspect", { name: "Suspect Spot Honey", county: "Meath", town: "Navan", products: ["Honey"], latitude: "53.3500", longitude: "-6.2600" });
    await add("pending", { name: "Pending Honey", county: "Cork", town: "Cobh", products: ["Honey"] }, { approve: false });
    await add("night", { name: "Late Night Farm Gate", county: "Louth", town: "Dundalk", products: ["Eggs"] });
    // Past midnight: hours written outside the forms may close after midnight (the forms ask for a closing time after the opening).
    await handle.db
      .update(farmShops)
      .set({ openingHours: { ...DEFAULT_OPENING_HOURS, friday: { open: "18:00", close: "02:00", closed: false } } })
      .where(sql`${farmShops.id} = ${id.night}`);
  });
  afterAll(async () => dispose());

  it("county page: name, description or any product, case-insensitively, not the town; three sorts", async () => {
    const county = (q: string, sort: "name" | "town" | "featured" = "name") => countyListing({ county: "kerry", q, sort, page: 1 });
    const of = async (q: string, sort?: "name" | "town" | "featured") => (await county(q, sort)).shops.map((s) => s.id);
    expect(await of("cheese")).toEqual([id.alpha]);
    expect(await of("  GREENS ")).toEqual([id.mid]);
    expect(await of("zeta")).toEqual([id.zeta]);
    expect(await of("dingle")).toEqual([]);
    expect(await of("")).toHaveLength(3);
    expect(await of("", "name")).toEqual([id.alpha, id.mid, id.zeta]);
    expect(await of("", "town")).toEqual([id.zeta, id.mid, id.alpha]);
    expect(await of("", "featured")).toEqual([id.alpha, id.mid, id.zeta]);
    const listing = await county("cheese");
    expect(listing).toMatchObject({ matches: 1, countyTotal: 3, page: 1, pages: 1 });
    expect(listing.firstByName.map((s) => s.id)).toEqual([id.alpha, id.mid, id.zeta]);
    // The cards' own columns are read, not whole shops (hours, dates, services); the structured
    // list's names and addresses alone.
    expect(Object.keys(listing.shops[0] ?? {}).sort()).toEqual(Object.keys(COUNTY_CARD_COLUMNS).sort());
    expect(listing.shops[0]).toMatchObject({ id: id.alpha, products: expect.any(Array) });
    expect(listing.shops[0]).not.toHaveProperty("openingHours");
    expect(Object.keys(listing.firstByName[0] ?? {}).sort()).toEqual(["id", "name", "slug"]);
  });

  it("words are looked for anywhere and must all match; typos and fadas are forgiven", async () => {
    expect(await ids({ q: "honey cork" })).toEqual([id.cork]);
    expect(await ids({ q: "dun laoghaire" })).toEqual([id.dun]);
    expect(await ids({ q: "DÚN LAOGHAIRE" })).toEqual([id.dun]);
    expect(await ids({ q: "cafe" })).toEqual([id.dun]); // a service
    for (const [typo, fixed, shop] of [
      ["hony", "honey", id.kk],
      ["strawbery", "strawberry", id.straw],
      ["kilkeny", "kilkenny", id.kk],
    ] as const) {
      const page = await find({ q: typo });
      expect(page.didYouMean, typo).toBe(fixed);
      expect(page.shops.map((s) => s.id), typo).toContain(shop);
    }
    // Two misspelt words, in either order (the closest spellings come back in the words' order),
    // and a word that is not corrected (digits) keeps its place.
    for (const [typo, fixed] of [
      ["kilkeny hony", "kilkenny honey"],
      ["hony kilkeny", "honey kilkenny"],
    ] as const) {
      const page = await find({ q: typo });
      expect(page.didYouMean, typo).toBe(fixed);
      expect(page.shops.map((s) => s.id), typo).toEqual([id.kk]);
    }
    expect(await correctWords(["a1", "hony", "kilkeny"], { scope: "approved" })).toBe("a1 honey kilkenny");
    // Similar enough by trigrams, but a syllable apart: not a misspelling ("tree" is not "tralee").
    expect(await correctWords(["trale"], { scope: "approved" })).toBe("tralee");
    expect(await correctWords(["tree"], { scope: "approved" })).not.toBe("tralee");
    expect(await correctWords(["hony"], { scope: "all" })).toBeNull();
    // Without correction the search answers as typed, and a page past the end is no reason to correct.
    expect(await find({ q: "hony", correct: false })).toMatchObject({ total: 0, didYouMean: null });
    expect(await find({ q: "honey" }, "name", 24, 500)).toMatchObject({ shops: [], didYouMean: null });
    const none = await find({ q: "zzqqxx" });
    expect(none).toMatchObject({ total: 0, didYouMean: null, shops: [] });
    // Pending shops are never public.
    expect(await ids({ q: "pending" })).toEqual([]);
  });

  it("the search call's JSON text says what the pages' objects say, for every kind of search", async () => {
    const cases: [Partial<SearchQuery>, SearchOrder, number][] = [
      [{ q: "honey" }, "relevance", 0],
      [{ q: "hony" }, "relevance", 0], // corrected
      [{ q: "zzqqxx" }, "relevance", 0], // nothing
      [{ county: ["Cork", "Kilkenny"] }, "county", 0],
      [{ products: ["Honey"] }, "name", 1],
      [{ near: { latitude: 52.65, longitude: -7.25 } }, "distance", 0],
      [{ q: "farm", near: { latitude: 53.35, longitude: -6.26 }, radiusKm: 300 }, "distance", 0],
    ];
    for (const [patch, order, offset] of cases) {
      const args = { query: searchQuery(patch), order, limit: 24, offset };
      const [objects, texts] = await Promise.all([searchShops(args), searchShopsJson(args)]);
      const label = JSON.stringify(patch);
      expect(texts.total, label).toBe(objects.total);
      expect(texts.didYouMean, label).toBe(objects.didYouMean);
      expect(JSON.parse(`[${texts.shops.join(",")}]`), label).toEqual(JSON.parse(JSON.stringify(objects.shops)));
      // A shop's own fields, and its distance near a point: nothing of the statement's bookkeeping.
      const keys = [...Object.keys(shops.shopColumns), ...(patch.near ? ["distanceKm"] : [])].sort();
      for (const shop of objects.shops) expect(Object.keys(shop).sort(), label).toEqual(keys);
    }
  });

  it("relevance: exact name, name prefix, product, town or county, then description", async () => {
    await add("r-exact", { name: "Orchard", county: "Clare", town: "Ennis" });
    await add("r-prefix", { name: "Orchard Lane Farm", county: "Clare", town: "Ennis" });
    await add("r-desc", { name: "Quiet Farm", county: "Clare", town: "Ennis", description: "We walk the orchard daily." });
    await add("r-town", { name: "Town Farm", county: "Clare", town: "Orchardstown" });
    const order = await ids({ q: "orchard", county: ["Clare"] }, "relevance");
    expect(order).toEqual([id["r-exact"], id["r-prefix"], id["r-town"], id["r-desc"]]);
    const products = await ids({ q: "honey" }, "relevance");
    // Every "Honey" product shop before the description-only ones.
    expect(products.indexOf(id.cork!)).toBeLessThan(products.length);
  });

  it("filters: county (any), products (all), services, type, open at, near with a radius", async () => {
    expect(await ids({ county: ["CORK", "wexford"] })).toEqual([id.cork, id.straw]);
    expect(await ids({ products: ["Honey", "Preserves"] })).toEqual([id.kk]);
    expect(await ids({ services: ["Cafe", "Delivery"] })).toEqual([id.dun]);
    expect(await ids({ type: ["honesty-box"] })).toEqual([id.straw]);
    // Friday 20:00 and Saturday 01:00 (past midnight) in Ireland; Saturday 03:00 it has closed.
    expect(await ids({ openAt: new Date("2026-06-05T19:00:00Z"), county: ["Louth"] })).toEqual([id.night]);
    expect(await ids({ openAt: new Date("2026-06-06T00:00:00Z"), county: ["Louth"] })).toEqual([id.night]);
    expect(await ids({ openAt: new Date("2026-06-06T02:00:00Z"), county: ["Louth"] })).toEqual([]);
    // A Sunday: the default hours are closed.
    expect(await ids({ openAt: new Date("2026-06-07T12:00:00Z"), county: ["Cork"] })).toEqual([]);
    expect(await ids({ openAt: new Date("2026-06-08T12:00:00Z"), county: ["Cork"] })).toEqual([id.cork]);
    const kilkenny = { latitude: 52.6541, longitude: -7.2448 };
    const near = await find({ near: kilkenny, radiusKm: 60 }, "distance");
    expect(near.shops.map((s) => s.id)).toEqual([id.kk, id.straw]);
    expect(near.shops[0]?.distanceKm).toBeGreaterThan(5);
    expect(near.shops[0]?.distanceKm).toBeLessThan(15);
    const all = (await find({ near: kilkenny }, "distance")).shops;
    const km = all.map((s) => s.distanceKm ?? Infinity);
    expect(km).toEqual([...km].sort((a, b) => a - b));
    // The suspicious Dublin-centre point has no distance: it goes last, with the unlocated shops.
    expect(all.find((s) => s.id === id.suspect)?.distanceKm).toBeNull();
    // Page by page, each read within a radius first when that radius fills it (Kilkenny's own shop
    // within 20 km, Wexford's within 80) and from the whole country after: the same list.
    const oneByOne: string[] = [];
    for (let offset = 0; offset < all.length; offset++) {
      const one = await find({ near: kilkenny }, "distance", 1, offset);
      expect(one.total).toBe(all.length);
      oneByOne.push(...one.shops.map((s) => s.id));
    }
    expect(oneByOne).toEqual(all.map((s) => s.id));
    // With text, nearest first too, with the same distances (the text ranking reads gathered matches).
    const honey = (await find({ q: "honey", near: kilkenny }, "distance")).shops;
    expect(honey.map((s) => s.id)).toEqual([id.kk, id.cork, id.suspect, id.zeta]);
    expect(honey[0]?.distanceKm).toBe(near.shops[0]?.distanceKm);
    expect(honey.at(-1)?.distanceKm).toBeNull();
    // With an opening time and few shops open, the page is read among them: the same order,
    // offset and total as the whole list.
    const friday = new Date("2026-06-05T11:00:00Z");
    const openList = await find({ openAt: friday }, "county");
    const openPage = await find({ openAt: friday }, "county", 2, 1);
    expect(openList.total).toBeGreaterThan(3);
    expect(openPage.total).toBe(openList.total);
    expect(openPage.shops.map((s) => s.id)).toEqual(openList.shops.slice(1, 3).map((s) => s.id));
    expect((await find({ openAt: new Date("2026-06-06T02:00:00Z"), county: ["Louth"] }, "name", 24, 0)).total).toBe(0);
    // Totals are counted on the stored bits for catalogue values and on the arrays for any
    // other: each is the length of the whole list, with or without an opening time.
    await add("seaweed", { name: "Shore Seaweed", county: "Clare", town: "Kilkee", products: ["Honey", "Dillisk"] });
    for (const filter of [{ products: ["Honey"] }, { products: ["Honey", "Dillisk"] }, { products: ["Dillisk"] }, { services: ["Cafe"] }, { products: ["Honey"], openAt: friday }]) {
      const list = await find(filter);
      expect(list.shops.length, JSON.stringify(filter)).toBeGreaterThan(0);
      expect((await find(filter, "name", 1, 0)).total, JSON.stringify(filter)).toBe(list.shops.length);
    }
    expect((await find({ products: ["Dillisk"] })).shops.map((s) => s.id)).toEqual([id.seaweed]);
    const paged = await find({ q: "honey" }, "name", 2, 1);
    expect(paged.total).toBe(5);
    expect(paged.shops.map((s) => s.id)).toEqual((await ids({ q: "honey" })).slice(1, 3));
  });

  it("admin options: scope, contact fields, featured, has events, missing coordinates", async () => {
    expect(await ids({ q: "pending", scope: "pending" })).toEqual([id.pending]);
    expect(await ids({ q: "honey", scope: "all", county: ["Cork"] })).toEqual([id.cork, id.pending]);
    expect(await ids({ q: "bees@nore" })).toEqual([]);
    expect(await ids({ q: "bees@nore", adminFields: true, scope: "all" })).toEqual([id.kk]);
    expect(await ids({ q: "0567721234", adminFields: true, scope: "all" })).toEqual([id.kk]);
    expect(await ids({ q: "056 772-1234", adminFields: true, scope: "all" })).toEqual([id.kk]);
    expect(await ids({ q: "(056)7721234", adminFields: true, scope: "all" })).toEqual([id.kk]);
    // Letters around the digits: a word, not a phone number ("a7721b" holds 7721 but is not it).
    expect(await ids({ q: "a7721b", adminFields: true, scope: "all" })).toEqual([]);
    expect(await ids({ q: "r95ab12", adminFields: true, scope: "all" })).toEqual([id.kk]);
    expect(await ids({ featured: true })).toEqual([id.alpha]);
    expect(await ids({ missingCoordinates: false, county: ["Kilkenny", "Kerry"] })).toEqual([id.kk]);
    expect(await ids({ missingCoordinates: true, county: ["Kilkenny", "Kerry"] })).toEqual([id.alpha, id.mid, id.zeta]);
    const today = dublinToday();
    await eventsQ.createEvent({
      shopId: id.kk!,
      data: eventInputSchema.parse({ name: "Bee day", description: "Hives.", eventDate: addDays(today, 2), eventTime: "10:00" }),
    });
    expect(await ids({ hasEvents: true })).toEqual([id.kk]);
    expect(await ids({ hasEvents: false, county: ["Kilkenny", "Cork"] })).toEqual([id.cork]);
  });

  it("facets count per county, product, service and type; county and type counts add up to the total", async () => {
    const facets = await facetCounts({ query: searchQuery({ q: "honey" }) });
    const sum = (list: { count: number }[]) => list.reduce((n, f) => n + f.count, 0);
    expect(facets.total).toBe((await find({ q: "honey" })).total);
    expect(sum(facets.county)).toBe(facets.total);
    expect(sum(facets.type)).toBe(facets.total);
    expect(facets.products.find((f) => f.value === "Honey")?.count).toBeGreaterThanOrEqual(4);
    // Choosing a county keeps the other counties' counts (they are "any of").
    const cork = await facetCounts({ query: searchQuery({ q: "honey", county: ["Cork"] }) });
    expect(cork.total).toBe(1);
    expect(cork.county).toEqual(facets.county);
    expect(cork.products.find((f) => f.value === "Honey")?.count).toBe(1);
  });

  it("facets with a county and a type chosen: each leaves out its own choice; products count within both", async () => {
    const both = await facetCounts({ query: searchQuery({ county: ["Wexford", "Kilkenny"], type: ["honesty-box"] }) });
    const count = (list: { value: string; count: number }[], value: string) => list.find((f) => f.value === value)?.count;
    expect(both.total).toBe(1);
    // Counties: every county's honesty boxes.
    expect(count(both.county, "Wexford")).toBe(1);
    expect(count(both.county, "Kilkenny")).toBe(0);
    // Types: every type within the chosen counties.
    expect(count(both.type, "honesty-box")).toBe(1);
    expect(count(both.type, "physical")).toBe(1);
    expect(count(both.products, "Fruits")).toBe(1);
    expect(count(both.products, "Honey")).toBe(0);
    const none = await facetCounts({ query: searchQuery({ q: "zzqqxx" }) });
    expect(none.total).toBe(0);
    expect(none.county.every((c) => c.count === 0)).toBe(true);
  });

  it("stored product and service bits follow the catalogue's order, with the bit for a value outside it", async () => {
    await add("own", { name: "Own Words Farm", county: "Clare", town: "Ennis", products: ["Honey", "Goat Cheese"], services: ["Cafe", "Bike Parking"] });
    const rows = await queryRows<{ products: string[]; services: string[]; pb: number; sb: number }>(
      handle.db,
      sql`select products, services, products_bits as pb, services_bits as sb from farm_shops`,
    );
    const expected = (catalogue: readonly string[], values: string[]) =>
      values.reduce((bits, v) => bits | (catalogue.includes(v) ? 1 << catalogue.indexOf(v) : OTHER_VALUES_BIT), 0);
    expect(rows.length).toBeGreaterThan(5);
    for (const r of rows) {
      expect(Number(r.pb), r.products.join()).toBe(expected(PRODUCT_CATEGORIES, r.products));
      expect(Number(r.sb), r.services.join()).toBe(expected(SERVICES, r.services));
    }
    // A value outside the catalogue is counted from the arrays, and filters by them.
    const clare = await facetCounts({ query: searchQuery({ q: "own words farm" }) });
    expect(clare.products.filter((f) => f.count > 0)).toEqual([
      { value: "Honey", count: 1 },
      { value: "Goat Cheese", count: 1 },
    ]);
    expect(clare.services.filter((f) => f.count > 0)).toEqual([
      { value: "Cafe", count: 1 },
      { value: "Bike Parking", count: 1 },
    ]);
    expect(await ids({ products: ["Goat Cheese", "Honey"] })).toEqual([id.own]);
    expect(await ids({ services: ["Bike Parking"] })).toEqual([id.own]);
    await shops.deleteShop({ id: id.own! });
  });

  it("facet counts equal a count of every public shop, for filters with and without text", async () => {
    const all = await queryRows<{ county: string; shop_type: string; products: string[]; services: string[]; search_text: string }>(
      handle.db,
      sql`select county, shop_type, products, services, search_text from farm_shops where approved and closed_at is null`,
    );
    const cases: Partial<SearchQuery>[] = [{}, { q: "honey" }, { products: ["Honey"] }, { services: ["Cafe"], county: ["Dublin"] }, { type: ["honesty-box"], products: ["Fruits"] }];
    for (const patch of cases) {
      const facets = await facetCounts({ query: searchQuery(patch) });
      const matches = all.filter(
        (s) =>
          (!patch.q || s.search_text.includes(patch.q)) &&
          (patch.products ?? []).every((p) => s.products.includes(p)) &&
          (patch.services ?? []).every((v) => s.services.includes(v)),
      );
      const inCounty = (s: { county: string }) => !patch.county?.length || patch.county.includes(s.county);
      const inType = (s: { shop_type: string }) => !patch.type?.length || (patch.type as string[]).includes(s.shop_type);
      const chosen = matches.filter((s) => inCounty(s) && inType(s));
      const label = JSON.stringify(patch);
      expect(facets.total, label).toBe(chosen.length);
      for (const f of facets.products) expect(f.count, `${label} ${f.value}`).toBe(chosen.filter((s) => s.products.includes(f.value)).length);
      for (const f of facets.services) expect(f.count, `${label} ${f.value}`).toBe(chosen.filter((s) => s.services.includes(f.value)).length);
      for (const f of facets.county) expect(f.count, `${label} ${f.value}`).toBe(matches.filter((s) => inType(s) && s.county === f.value).length);
      for (const f of facets.type) expect(f.count, `${label} ${f.value}`).toBe(matches.filter((s) => inCounty(s) && s.shop_type === f.value).length);
    }
  });

  it("the pass over every public shop, when a caller keeps it, answers the searches with no condition but county and type, and no other", async () => {
    await add("kept", { name: "Kept Pass Farm", county: "Clare", town: "Ennis", products: ["Honey", "Goat Cheese"], services: ["Bike Parking"] });
    let reads = 0;
    const everyPublicShop = async () => {
      reads += 1;
      return facetRows(publicShopCondition(), { withOther: true });
    };
    const unconditional: Partial<SearchQuery>[] = [{}, { county: ["Clare"] }, { type: ["honesty-box"] }, { county: ["wexford", "Kilkenny"], type: ["honesty-box"] }];
    for (const patch of unconditional) {
      const kept = await facetCounts({ query: searchQuery(patch), everyPublicShop });
      expect(kept, JSON.stringify(patch)).toEqual(await facetCounts({ query: searchQuery(patch) }));
      expect(reads).toBe(unconditional.indexOf(patch) + 1);
    }
    expect((await facetCounts({ query: searchQuery({ county: ["Clare"] }), everyPublicShop })).products).toContainEqual({ value: "Goat Cheese", count: 1 });
    const conditional: Partial<SearchQuery>[] = [{ q: "honey" }, { products: ["Honey"] }, { services: ["Cafe"] }, { openAt: new Date() }, { featured: true }, { scope: "all" }];
    for (const patch of conditional) await facetCounts({ query: searchQuery(patch), everyPublicShop });
    expect(reads).toBe(unconditional.length + 1);
    await shops.deleteShop({ id: id.kept! });
  });

  it("the dictionary of words follows every write: approved, renamed, closed, reopened and deleted shops", async () => {
    const words = (...list: string[]) =>
      queryRows<{ word: string; shops: number }>(
        handle.db,
        sql`select word, shops from search_words where word in (${sql.join(list.map((w) => sql`${w}`), sql`, `)}) order by word`,
      );
    await add("dict", { name: "Quillmore Farm", county: "Sligo", town: "Zabbertown", products: ["Eggs"] }, { approve: false });
    const where = sql`${farmShops.id} = ${id.dict}`;
    // Pending shops are not public: their words are not suggested.
    expect(await words("quillmore", "zabbertown")).toEqual([]);
    await shops.approveShop({ id: id.dict! });
    expect(await words("quillmore", "zabbertown")).toEqual([
      { word: "quillmore", shops: 1 },
      { word: "zabbertown", shops: 1 },
    ]);
    expect((await find({ q: "quilmore" })).didYouMean).toBe("quillmore");
    await handle.db.update(farmShops).set({ name: "Brannockstown Farm" }).where(where);
    expect(await words("quillmore", "brannockstown")).toEqual([{ word: "brannockstown", shops: 1 }]);
    expect((await find({ q: "quilmore" })).didYouMean).toBeNull();
    await handle.db.update(farmShops).set({ closedAt: new Date() }).where(where);
    expect(await words("brannockstown", "zabbertown")).toEqual([]);
    await handle.db.update(farmShops).set({ closedAt: null }).where(where);
    expect(await words("brannockstown")).toEqual([{ word: "brannockstown", shops: 1 }]);
    // A word many shops share counts each of them once.
    const [farm] = await words("farm");
    await handle.db.delete(farmShops).where(where);
    expect(await words("brannockstown", "zabbertown")).toEqual([]);
    expect((await words("farm"))[0]?.shops).toBe((farm?.shops ?? 0) - 1);
    // The whole dictionary is what a recount of the public shops gives.
    const [drift] = await queryRows<{ n: number }>(
      handle.db,
      sql`with recount as (
            select w, count(*)::int as n from farm_shops, unnest(farm_shops_words(name, town, county, products, services)) as w
            where approved and closed_at is null group by w
          )
          select count(*)::int as n from recount full join search_words s on s.word = recount.w where recount.n is distinct from s.shops`,
    );
    expect(drift?.n).toBe(0);
  });

  it("the search rows follow every write, and a write that changes none of their columns leaves them alone", async () => {
    const COLUMNS = sql.raw(
      "approved, featured, closed_at, map_lat, map_lon, products_bits, services_bits, name_key, county, town, shop_type, place_key, products, services, week_minutes, special_days, holiday_rule, search_text",
    );
    // Every shop has its row, with farm_shops' values, and no row is left without its shop.
    const drift = async () =>
      (
        await queryRows<{ n: number }>(
          handle.db,
          sql`select count(*)::int as n from (select id, ${COLUMNS} from farm_shops) f
              full join (select id, ${COLUMNS} from farm_shop_search) s on s.id = f.id
              where f.id is null or s.id is null or row(f.*) is distinct from row(s.*)`,
        )
      )[0]?.n;
    const version = async () =>
      (await queryRows<{ v: string }>(handle.db, sql`select xmin::text as v from farm_shop_search where id = ${id.rows}`))[0]?.v;
    await add("rows", { name: "Glenquin Larder", county: "Clare", town: "Kilfenora", products: ["Eggs"] }, { approve: false });
    const where = sql`${farmShops.id} = ${id.rows}`;
    expect(await drift()).toBe(0);
    // Found as soon as it is approved, under its new name after a rename, not once it has closed
    // (without "did you mean", which would find a neighbour's close spelling).
    expect(await ids({ q: "glenquin", correct: false })).toEqual([]);
    await shops.approveShop({ id: id.rows! });
    expect(await ids({ q: "glenquin", correct: false })).toEqual([id.rows]);
    await handle.db.update(farmShops).set({ name: "Corofin Larder", products: ["Eggs", "Honey"], latitude: "52.95", longitude: "-9.0" }).where(where);
    expect(await drift()).toBe(0);
    expect(await ids({ q: "glenquin", correct: false })).toEqual([]);
    expect(await ids({ q: "corofin", products: ["Honey"], correct: false })).toEqual([id.rows]);
    const before = await version();
    await handle.db.update(farmShops).set({ remindedAt: new Date() }).where(where);
    expect(await version()).toBe(before);
    await handle.db.update(farmShops).set({ closedAt: new Date() }).where(where);
    expect(await drift()).toBe(0);
    expect(await ids({ q: "corofin", correct: false })).toEqual([]);
    await handle.db.delete(farmShops).where(where);
    expect(await drift()).toBe(0);
  });

  it("the token dictionary follows every write to the search rows, and finds what the text holds", async () => {
    // Every token of every search row, counted once per row, is what search_tokens holds.
    const drift = async () =>
      (
        await queryRows<{ n: number }>(
          handle.db,
          sql`with recount as (
                select t, count(*)::int as n from (select distinct id, t from farm_shop_search, unnest(farm_shops_tokens(search_text)) as t where t <> '') d group by t
              )
              select count(*)::int as n from recount full join search_tokens s on s.token = recount.t where recount.n is distinct from s.shops`,
        )
      )[0]?.n;
    const held = async (token: string) =>
      (await queryRows<{ shops: number }>(handle.db, sql`select shops from search_tokens where token = ${token}`))[0]?.shops ?? 0;
    expect(await drift()).toBe(0);
    // Tab and vertical tab separate tokens as a space does (and the letter v does not).
    await add("tokens", { name: "Knocknagree Pantry", county: "Cork", town: "Rathmore", description: "Whey-fed pork, (smoked).\tVelvet\u000bvalley" }, { approve: false });
    const where = sql`${farmShops.id} = ${id.tokens}`;
    expect(await drift()).toBe(0);
    // Pending shops' rows hold their tokens too; only the search's conditions leave them out.
    expect(await held("whey-fed")).toBe(1);
    await shops.approveShop({ id: id.tokens! });
    // Inside a token, across its punctuation, as the text would say (a sentence's punctuation
    // around a word is taken off first: "(smok" is "smok", "ked)." is "ked").
    expect(await ids({ q: "ey-fe", correct: false })).toEqual([id.tokens]);
    expect(await ids({ q: "(smok", correct: false })).toEqual([id.tokens]);
    expect(await ids({ q: "KNOCKNAGREE ke.d", correct: false })).toEqual([]);
    expect(await ids({ q: "KNOCKNAGREE ked).", correct: false })).toEqual([id.tokens]);
    expect(await ids({ q: "KNOCKNAGREE d).", correct: false })).toEqual([id.tokens]);
    expect(await held("velvet")).toBe(1);
    expect(await held("valley")).toBeGreaterThan(0);
    expect(await ids({ q: "elve", county: ["Cork"], correct: false })).toEqual([id.tokens]);
    await handle.db.update(farmShops).set({ description: "Free-range pork." }).where(where);
    expect(await drift()).toBe(0);
    expect(await held("whey-fed")).toBe(0);
    expect(await ids({ q: "ey-fe", correct: false })).toEqual([]);
    expect(await ids({ q: "ee-ra", county: ["Cork"], correct: false })).toEqual([id.tokens]);
    // A write that leaves the text alone changes no count.
    const before = await held("knocknagree");
    await handle.db.update(farmShops).set({ featured: true }).where(where);
    expect(await held("knocknagree")).toBe(before);
    await handle.db.delete(farmShops).where(where);
    expect(await drift()).toBe(0);
    expect(await held("knocknagree")).toBe(0);
  });

  it("pages cover every match once, in a stable order", async () => {
    const all = await find({}, "name", 100);
    const seen: string[] = [];
    for (let offset = 0; offset < all.total; offset += 3) seen.push(...(await find({}, "name", 3, offset)).shops.map((s) => s.id));
    expect(seen).toEqual(all.shops.map((s) => s.id));
    expect(new Set(seen).size).toBe(all.total);
    // A page past the end is empty and still says how many match, with text and without.
    for (const patch of [{ q: "honey" }, { products: ["Honey"] }, {}]) {
      const whole = await find(patch, "name", 100);
      expect(whole.total).toBeGreaterThan(0);
      expect(await find(patch, "name", 2, 500)).toMatchObject({ shops: [], total: whole.total });
    }
  });

  it("map: clusters at a country zoom, single shops at street level, suspicious points left out", async () => {
    const ireland = { west: -11, south: 51.2, east: -5.2, north: 55.5 };
    const country = await mapClusters({ query: searchQuery({ q: "honey" }), bbox: ireland, zoom: 3 });
    expect(country.total).toBe(2); // Kilkenny and Cork: the suspicious one and unlocated ones are left out
    const close = await mapClusters({ query: searchQuery({}), bbox: ireland, zoom: 14 });
    expect(close.features.every((f) => !f.properties.cluster)).toBe(true);
    expect(close.features.map((f) => (f.properties.cluster ? "" : f.properties.id)).sort()).toEqual([id.cork, id.dun, id.kk, id.straw].sort());
    const far = await mapClusters({ query: searchQuery({}), bbox: ireland, zoom: 1 });
    expect(far.features).toHaveLength(1);
    expect(far.features[0]?.properties).toMatchObject({ cluster: true, count: 4, expansionZoom: 3 });
    // Shops outside the box are not counted.
    const dublin = await mapClusters({ query: searchQuery({}), bbox: { west: -6.5, south: 53.1, east: -6, north: 53.5 }, zoom: 9 });
    expect(dublin.total).toBe(1);
    // The stored value under the hood is exact text; a bad row cannot break the map.
    await handle.db.update(farmShops).set({ latitude: null }).where(sql`${farmShops.id} = ${id.straw}`);
    expect((await mapClusters({ query: searchQuery({}), bbox: ireland, zoom: 14 })).total).toBe(3);
  });

  it("map: a view without a search that holds every shop on the map is answered from the kept whole map, any other afresh", async () => {
    const reads: number[] = [];
    const wholeMap = {
      extent: publicMapExtent,
      at: async (zoom: number) => {
        reads.push(zoom);
        return publicWholeMap(zoom);
      },
    };
    const extent = await publicMapExtent();
    expect(extent).not.toBeNull();
    const around = { west: extent!.west - 0.01, south: extent!.south - 0.01, east: extent!.east + 0.01, north: extent!.north + 0.01 };
    for (const zoom of [1, 6, 9, 14]) {
      const kept = await mapClusters({ query: searchQuery({}), bbox: around, zoom, wholeMap });
      expect(kept, `zoom ${zoom}`).toEqual(await mapClusters({ query: searchQuery({}), bbox: around, zoom }));
      expect((await publicWholeMap(zoom)).extent).toEqual(extent);
    }
    expect(reads).toEqual([1, 6, 9, 14]);
    // A box that leaves one shop out, and any search, are read afresh.
    const cut = { ...around, east: extent!.east - 0.001 };
    expect((await mapClusters({ query: searchQuery({}), bbox: cut, zoom: 6, wholeMap })).total).toBe((await publicWholeMap(6)).answer.total - 1);
    await mapClusters({ query: searchQuery({ q: "honey" }), bbox: around, zoom: 6, wholeMap });
    await mapClusters({ query: searchQuery({ county: ["Cork"] }), bbox: around, zoom: 6, wholeMap });
    expect(reads).toEqual([1, 6, 9, 14]);
  });
});
