"use client";

import { Link } from "@/i18n/navigation";
import { useTranslations } from "next-intl";
import { useCountyOf } from "@/i18n/county-of";
import { useMemo } from "react";
import { useVisitorLocation } from "@/components/saved/use-location";
import type { Coordinates } from "@/lib/geo/coordinates";
import { distanceKm, formatDistance } from "@/lib/geo/distance";
import type { SeasonItem, SeasonShop } from "@/lib/season/shops";

const SHOWN = 6;

/** An item as the page shows it: its name in the page's language, and as written within a sentence. */
type ShownItem = SeasonItem & { label: string; labelInText: string; searchLabel: string; anchor: string };

const FARMS_SHOWN = 12;

function nearestFirst(keys: string[], shops: Record<string, SeasonShop>, at: Coordinates | null, limit = SHOWN): { shop: SeasonShop; km: number | null }[] {
  const rows = keys.flatMap((k) => (shops[k] ? [shops[k]] : []));
  if (!at) return rows.slice(0, limit).map((shop) => ({ shop, km: null }));
  return rows
    .map((shop) => ({ shop, km: shop.position ? distanceKm(at, shop.position) : null }))
    .sort((a, b) => (a.km ?? Infinity) - (b.km ?? Infinity))
    .slice(0, limit);
}

function ShopLine({ shop, km }: { shop: SeasonShop; km: number | null }) {
  const t = useTranslations("InSeason");
  const countyOf = useCountyOf();
  return (
    <li
      className={shop.pickYourOwnOpen ? "bg-amber-50 ring-amber-300 rounded-lg px-2.5 py-1.5 ring-1" : "px-2.5 py-1.5"}
      data-pick-your-own={shop.pickYourOwnOpen || undefined}
    >
      <Link href={shop.href} className="text-brand-800 font-semibold hover:underline">
        {shop.name}
      </Link>
      <span className="text-sm text-stone-600">
        {" "}· {t("place", { town: shop.town, county: countyOf(shop.county) })}
        {km !== null && ` · ${t("away", { distance: formatDistance(km) })}`}
      </span>
      {shop.pickYourOwnOpen && (
        <span className="ml-2 inline-block rounded-full bg-amber-200 px-2 py-0.5 text-xs font-semibold text-amber-900">{t("pickYourOwnOpen")}</span>
      )}
    </li>
  );
}

/**
 * The month's produce, each with a search link and up to six shops that sell it: in the server's
 * order (named first, pick-your-own, featured, by name) until the location is known, then nearest
 * first among the shops the page carries.
 */
export function SeasonItems({
  items,
  shops,
  pickYourOwn,
  pickYourOwnTotal,
  pickYourOwnSearchHref,
  inMonth,
}: {
  items: ShownItem[];
  shops: Record<string, SeasonShop>;
  pickYourOwn: string[];
  pickYourOwnTotal: number;
  pickYourOwnSearchHref: string;
  /** "in June": the month as the page's language says it after "in season". */
  inMonth: string;
}) {
  const t = useTranslations("InSeason");
  const { position, state, locate } = useVisitorLocation();
  const lists = useMemo(() => items.map((item) => nearestFirst(item.shopKeys, shops, position)), [items, shops, position]);
  const farms = useMemo(() => nearestFirst(pickYourOwn, shops, position, FARMS_SHOWN), [pickYourOwn, shops, position]);
  return (
    <div className="space-y-10">
      <div className="flex flex-wrap items-center gap-3">
        {position ? (
          <p className="text-sm text-stone-700" role="status">{t("nearestFirst")}</p>
        ) : (
          <button
            type="button"
            onClick={locate}
            disabled={state.status === "locating"}
            className="text-brand-800 hover:bg-brand-50 rounded-full px-4 py-2 text-sm font-semibold ring-1 ring-stone-300"
          >
            {state.status === "locating" ? t("locating") : t("nearMe")}
          </button>
        )}
        {state.status === "error" && <p role="alert" className="text-sm text-amber-800">{state.message}</p>}
      </div>
      {farms.length > 0 && (
        <section aria-labelledby="pyo-title" className="rounded-2xl bg-amber-50 p-5 ring-1 ring-amber-200">
          <h2 id="pyo-title" className="text-xl font-bold text-stone-900">{t("pickYourOwnTitle", { inMonth })}</h2>
          <p className="mt-1 text-sm text-stone-700">{t("pickYourOwnIntro", { inMonth })}</p>
          <ul className="mt-3 space-y-1" aria-label={t("pickYourOwnLabel", { inMonth })}>
            {farms.map(({ shop, km }) => (
              <ShopLine key={shop.key} shop={shop} km={km} />
            ))}
          </ul>
          {pickYourOwnTotal > farms.length && (
            <p className="mt-3 text-sm text-stone-700">
              {t("pickYourOwnTotal", { count: pickYourOwnTotal, n: String(pickYourOwnTotal), inMonth })}{" "}
              <Link href={pickYourOwnSearchHref} className="text-brand-700 font-semibold underline-offset-4 hover:underline">
                {t("pickYourOwnAll")}
              </Link>
            </p>
          )}
        </section>
      )}
      <ul className="grid grid-cols-1 gap-6 md:grid-cols-2" aria-label={t("listLabel", { inMonth })}>
        {items.map((item, i) => (
          <li key={item.name} id={item.anchor} className="scroll-mt-24 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-stone-200" data-produce={item.name}>
            <h2 className="text-lg font-bold text-stone-900">{item.label}</h2>
            <Link href={item.searchHref} className="text-brand-700 text-sm font-semibold underline-offset-4 hover:underline">
              {item.searchLabel}
            </Link>
            {(lists[i]?.length ?? 0) > 0 ? (
              <ul className="mt-3 space-y-1" aria-label={t("sellers", { item: item.labelInText })}>
                {lists[i]!.map(({ shop, km }) => (
                  <ShopLine key={shop.key} shop={shop} km={km} />
                ))}
              </ul>
            ) : (
              <p className="mt-3 text-sm text-stone-600">{t("noShops")}</p>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
