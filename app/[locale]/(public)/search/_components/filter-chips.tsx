"use client";

import { Icon } from "@/components/ui/icon";
import { type MouseEvent, useContext, useEffect, useState, useTransition } from "react";
import { FilterDrawerContext } from "@/components/search/filter-drawer";
import { Link, useRouter } from "@/i18n/navigation";
import { useTranslations } from "next-intl";
import { formatCount } from "@/lib/format";
import type { FacetCount, Facets } from "@/lib/search/facets";
import { type PageSearch, searchPageHref, toggled } from "@/lib/search/addresses";

// Named in globals.css: a search shows dozens of chips.
const chip = (on: boolean, none: boolean) =>
  `facet-chip ${on ? "facet-chip-on" : none ? "facet-chip-none" : "facet-chip-off"}`;

type Key = "county" | "products" | "services" | "type";

/** Each group's heading is its message in "SearchUi.facets"; `names` the namespace of its values' names (counties' come from the page: `countyNames`). */
const GROUPS: { key: Key; names?: "Products" | "Services" | "ShopTypes" }[] = [
  { key: "products", names: "Products" },
  { key: "services", names: "Services" },
  { key: "type", names: "ShopTypes" },
  { key: "county" },
];

/**
 * Filter chips with their counts ("Honey (42)"), each a link to the search with that filter added
 * or removed: shareable, crawlable, and the back button undoes it (in the phone's drawer, Back
 * undoes the drawer's choices together, components/search/filter-drawer.tsx). Values with no match are left
 * out unless chosen. A client component drawn from the counts: the server renders each list in one
 * pass from one value (chips rendered one by one from streamed data came out as <li>s outside
 * their list), and the page's data carries the counts instead of every chip's markup.
 *
 * Choices made in quick succession add up: until the page shows the search a choice asked for,
 * the chips start from that search (ticked at once), not from the page's, which is a step behind.
 */
export function FilterChips({ current, facets, countyNames }: { current: PageSearch; facets: Facets; countyNames: Record<string, string> }) {
  const t = useTranslations("SearchUi.facets");
  const products = useTranslations("Products");
  const services = useTranslations("Services");
  const types = useTranslations("ShopTypes");
  const namers = { Products: products, Services: services, ShopTypes: types };
  /** A value's name in the page's language; a value the messages do not know stays as it is. */
  const nameOf = (key: Key, names: keyof typeof namers | undefined, value: string) => {
    if (key === "county") return countyNames[value] ?? value;
    const n = names ? namers[names] : undefined;
    return n?.has(value as never) ? n(value as never) : value;
  };
  const router = useRouter();
  const drawer = useContext(FilterDrawerContext);
  const [pending, startTransition] = useTransition();
  const [asked, setAsked] = useState<PageSearch | null>(null);
  const currentHref = searchPageHref(current);
  const [seen, setSeen] = useState(currentHref);
  if (seen !== currentHref) {
    setSeen(currentHref);
    // The page now shows the search asked for: the chips follow the page again.
    if (asked && searchPageHref(asked) === currentHref) setAsked(null);
  }
  // Back and Forward show another search: the chips follow the page again.
  useEffect(() => {
    const drop = () => setAsked(null);
    window.addEventListener("popstate", drop);
    return () => window.removeEventListener("popstate", drop);
  }, []);
  const base = asked ?? current;
  const choose = (e: MouseEvent<HTMLAnchorElement>, next: PageSearch) => {
    // A new tab or window (a modifier, the middle button) opens the link as it is.
    if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    e.preventDefault();
    setAsked(next);
    // In the phone's drawer a choice replaces the drawer's history entry: Back closes the drawer.
    drawer?.chose();
    const go = drawer?.open ? router.replace : router.push;
    startTransition(() => go(searchPageHref(next), { scroll: false }));
  };
  return (
    <div className="space-y-5" aria-busy={pending || undefined}>
      {GROUPS.map(({ key, names }) => {
        const chosen = base[key] as string[];
        const shown = (facets[key] as FacetCount[]).filter((f) => f.count > 0 || chosen.includes(f.value));
        if (shown.length === 0) return null;
        return (
          <section key={key} aria-labelledby={`facet-${key}`}>
            <h3 id={`facet-${key}`} className="mb-2 text-sm font-semibold text-stone-700">
              {t(key)}
            </h3>
            <ul className="flex flex-wrap gap-2">
              {shown.map((f) => {
                const on = chosen.includes(f.value);
                const text = `${nameOf(key, names, f.value)} (${formatCount(f.count)})`;
                return (
                  <li key={f.value}>
                    {/* Props only when set: a search shows dozens of chips, and each prop is in the page twice. */}
                    <Link
                      href={searchPageHref(base, { [key]: toggled(chosen, f.value) })}
                      onClick={(e) => choose(e, { ...base, [key]: toggled(chosen, f.value), offset: 0 })}
                      scroll={false}
                      {...(on ? { "aria-current": "true" as const } : {})}
                      className={chip(on, f.count === 0)}
                    >
                      {on ? (
                        <>
                          <Icon name="check" className="size-3.5" />
                          {text}
                        </>
                      ) : (
                        text
                      )}
                    </Link>
                  </li>
                );
              })}
            </ul>
          </section>
        );
      })}
    </div>
  );
}
