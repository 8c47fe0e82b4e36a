import type { CountySort } from "@/components/search/county-params";
import type { PublicShop } from "@/lib/data/shops";

/** County search (spec section 2): name, description or any product, case-insensitive substring. */
export function filterCountyShops(shops: readonly PublicShop[], q: string): PublicShop[] {
  const term = q.trim().toLowerCase();
  if (!term) return [...shops];
  return shops.filter(
    (s) =>
      s.name.toLowerCase().includes(term) ||
      (s.description ?? "").toLowerCase().includes(term) ||
      s.products.some((p) => p.toLowerCase().includes(term)),
  );
}

const byText = (a: string, b: string) => a.localeCompare(b, "en-IE", { sensitivity: "base" });

/** Name, Town (then name), or Featured first (then name). */
export function sortCountyShops(shops: PublicShop[], sort: CountySort): PublicShop[] {
  return [...shops].sort((a, b) => {
    if (sort === "town") return byText(a.town, b.town) || byText(a.name, b.name);
    if (sort === "featured")
      return Number(b.featured) - Number(a.featured) || byText(a.name, b.name);
    return byText(a.name, b.name);
  });
}
