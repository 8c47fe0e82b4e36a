"use client";

import { Link } from "@/i18n/navigation";
import { useTranslations } from "next-intl";
import { useCountyOf } from "@/i18n/county-of";
import { useEffect, useMemo, useRef, useState } from "react";
import { useAfterHydration } from "@/components/ui/after-hydration";
import { LazyMap } from "@/components/map/lazy-map";
import type { MapShop } from "@/components/map/map-shops";
import { DirectionsLink } from "@/components/shops/directions-link";
import { OpenStatus } from "@/components/shops/open-status";
import { ShareButton } from "@/components/ui/share-button";
import { distanceKm, formatDistance } from "@/lib/geo/distance";
import { unpackWeek } from "@/lib/hours/packed-week";
import { routes } from "@/lib/routes/paths";
import { savedListKeys } from "@/lib/pwa/policy";
import { saveAll } from "@/lib/saved/store";
import type { SavedShopView } from "@/lib/saved/view";
import { SaveButton } from "./save-button";
import { useSavedShops } from "./use-saved";
import { useVisitorLocation } from "./use-location";

type Answer = { shops: SavedShopView[]; missing: string[] };
type Load = { keys: string; answer: Answer | null; failed: boolean };

const button =
  "bg-brand-600 hover:bg-brand-700 inline-flex items-center justify-center gap-2 rounded-full px-4 py-2.5 text-sm font-semibold text-white";
const quiet =
  "text-brand-800 hover:bg-brand-50 inline-flex items-center gap-1.5 rounded-full px-3 py-1.5 text-sm font-semibold ring-1 ring-stone-300";

function toMapShop(s: SavedShopView): MapShop | null {
  if (!s.position) return null;
  return { id: s.id, key: s.key, name: s.name, town: s.town, county: s.county, address: s.address, eircode: s.eircode, shopType: s.shopType, products: [], href: s.href, ...s.position };
}

/**
 * The saved list (this browser's, newest first) or a shared one (read-only, with "Save all"): each
 * shop with its live status, its distance once the location is known, Directions and a map.
 */
export function SavedList({ shared, styleUrl }: { shared: { keys: string[]; skipped: number } | null; styleUrl: string }) {
  const t = useTranslations("Saved");
  const saved = useSavedShops();
  const keys = useMemo(
    () => (shared ? shared.keys : savedListKeys(saved.map((e) => e.slug))),
    [shared, saved],
  );
  const keyText = keys.join(",");
  const [load, setLoad] = useState<Load | null>(null);
  // The list lives in the browser: the server (and the first render) can only say it is loading.
  const hydrated = useAfterHydration();
  const { position, state, locate } = useVisitorLocation();

  useEffect(() => {
    if (!keyText) return;
    const controller = new AbortController();
    fetch(`/api/farm-shops/by-slugs?slugs=${encodeURIComponent(keyText)}`, { signal: controller.signal })
      .then(async (res) => {
        if (!res.ok) throw new Error(String(res.status));
        setLoad({ keys: keyText, answer: (await res.json()) as Answer, failed: false });
      })
      .catch((err: unknown) => {
        if (!controller.signal.aborted) setLoad({ keys: keyText, answer: null, failed: Boolean(err) });
      });
    return () => controller.abort();
  }, [keyText]);

  // An unsaved shop leaves the list at once, without waiting for a new answer.
  const current = load && keyText ? load : null;
  // In the list's own order (the answer may be for the keys before a change).
  const shops = useMemo(() => {
    const byKey = new Map((current?.answer?.shops ?? []).map((s) => [s.key, s]));
    return keys.flatMap((key) => byKey.get(key) ?? []);
  }, [current, keys]);
  const mapShops = useMemo(() => shops.flatMap((s) => toMapShop(s) ?? []), [shops]);
  // An unsaved shop's card leaves with its Save button, which had the focus: the total takes it.
  const totalRef = useRef<HTMLParagraphElement>(null);
  const shownBefore = useRef(shops.length);
  useEffect(() => {
    const lost = document.activeElement === null || document.activeElement === document.body;
    if (shops.length < shownBefore.current && lost) totalRef.current?.focus();
    shownBefore.current = shops.length;
  }, [shops.length]);

  // Without scripts the page's note says why nothing shows (NoScriptNote), not "Loading" for ever.
  if (!hydrated) return <p role="status" className="text-stone-600 noscript:hidden">{t("loading")}</p>;

  const skipped = (shared?.skipped ?? 0) + (current?.answer?.missing.length ?? 0);
  if (keys.length > 0 && (!current || (current.keys !== keyText && !current.answer)))
    return <p role="status" className="text-stone-600">{t("loading")}</p>;
  if (keys.length > 0 && current?.failed && !current.answer)
    return (
      <p role="alert" className="text-red-800">
        {t("failed")}
      </p>
    );
  if (shops.length === 0)
    return (
      <div className="space-y-4" data-testid="saved-empty">
        {skipped > 0 && <SkippedNote count={skipped} />}
        <p className="text-lg text-stone-700">
          {shared ? t("sharedNone") : keys.length > 0 ? t("noneListed") : t("none")}
        </p>
        <p className="text-stone-600">
          {t.rich("howTo", { strong: (chunks) => <strong>{chunks}</strong> })}{" "}
          <Link href={routes.search()} className="text-brand-700 font-semibold underline">{t("browse")}</Link>
        </p>
      </div>
    );

  const shareUrl = typeof window === "undefined" ? "" : new URL(routes.saved(shops.map((s) => s.key)), window.location.origin).toString();
  return (
    <div className="space-y-8">
      {skipped > 0 && <SkippedNote count={skipped} />}
      <div className="flex flex-wrap items-center gap-3">
        <p ref={totalRef} tabIndex={-1} className="font-semibold text-stone-800 outline-none" data-testid="saved-total">
          {t("total", { count: shops.length, n: String(shops.length) })}
        </p>
        {shared ? (
          <SaveAll keys={shops.map((s) => s.key)} />
        ) : (
          shops.length > 0 && (
            <>
              <ShareButton
                url={shareUrl}
                title={t("shareTitle")}
                text={t("shareText")}
                label={t("share")}
                toasts={{ copied: t("copied"), copiedDetail: t("copiedDetail"), failed: t("copyFailed"), failedShowsAddress: true }}
                className={button}
              />
              <label className="flex min-w-64 flex-1 items-center gap-2 text-sm text-stone-600">
                {t("link")}
                <input readOnly value={shareUrl} className="w-full rounded-lg border border-stone-300 px-2 py-1 text-stone-800" onFocus={(e) => e.currentTarget.select()} />
              </label>
            </>
          )
        )}
        {!position && shops.some((s) => s.position) && (
          <button type="button" className={quiet} onClick={locate} disabled={state.status === "locating"}>
            {state.status === "locating" ? t("locating") : t("distances")}
          </button>
        )}
      </div>
      {state.status === "error" && <p role="alert" className="text-sm text-amber-800">{state.message}</p>}
      <ul className="grid gap-4 md:grid-cols-2" aria-label={shared ? t("sharedLabel") : t("savedLabel")}>
        {shops.map((shop) => (
          <SavedItem key={shop.key} shop={shop} distance={position && shop.position ? formatDistance(distanceKm(position, shop.position)) : null} />
        ))}
      </ul>
      {shops.length > 0 && (
        <LazyMap shops={mapShops} styleUrl={styleUrl} height={360} label={t("mapLabel")} />
      )}
    </div>
  );
}

function SkippedNote({ count }: { count: number }) {
  const t = useTranslations("Saved");
  return (
    <p role="note" className="rounded-xl bg-amber-50 p-3 text-sm text-amber-900 ring-1 ring-amber-200" data-testid="saved-skipped">
      {t("skipped", { count, n: String(count) })}
    </p>
  );
}

function SaveAll({ keys }: { keys: string[] }) {
  const t = useTranslations("Saved");
  const saved = useSavedShops();
  const have = new Set(saved.map((e) => e.slug));
  const all = keys.length > 0 && keys.every((k) => have.has(k));
  // The button is replaced by the news that all are saved: its link takes the keyboard's focus.
  const [pressed, setPressed] = useState(false);
  const openLink = useRef<HTMLAnchorElement>(null);
  useEffect(() => {
    if (pressed && all) openLink.current?.focus();
  }, [pressed, all]);
  if (keys.length === 0) return null;
  return all ? (
    <p className="text-brand-800 flex items-center gap-2 text-sm font-semibold" role="status">
      {t("allSaved")}
      <Link ref={openLink} href={routes.saved()} className="underline">{t("open")}</Link>
    </p>
  ) : (
    <button
      type="button"
      className={button}
      onClick={() => {
        saveAll(keys);
        setPressed(true);
      }}
    >
      {t("saveAll")}
    </button>
  );
}

function SavedItem({ shop, distance }: { shop: SavedShopView; distance: string | null }) {
  const t = useTranslations("ShopCard");
  const countyOf = useCountyOf();
  const rules = useMemo(() => {
    const { week, ...rest } = shop.rules;
    return { ...rest, weekly: unpackWeek(week) };
  }, [shop.rules]);
  return (
    <li className="flex gap-4 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-stone-200" data-saved-shop={shop.key}>
      {/* eslint-disable-next-line @next/next/no-img-element -- small thumbnails from any host */}
      <img src={shop.image.src} alt="" className="size-20 shrink-0 rounded-xl object-cover" loading="lazy" />
      <div className="min-w-0 flex-1 space-y-2">
        <h2 className="font-semibold text-stone-900">
          <Link href={shop.href} className="hover:text-brand-700">{shop.name}</Link>
        </h2>
        <p className="text-sm text-stone-600">
          {t("place", { town: shop.town, county: countyOf(shop.county) })}
          {distance && <span data-testid="saved-distance"> · {t("away", { distance })}</span>}
        </p>
        <OpenStatus rules={rules} />
        <div className="flex flex-wrap gap-2 pt-1" data-a-shop={shop.key}>
          <SaveButton slug={shop.key} name={shop.name} look="inline" />
          <DirectionsLink shop={{ ...shop, latitude: shop.position?.latitude ?? null, longitude: shop.position?.longitude ?? null }} className={quiet} />
        </div>
      </div>
    </li>
  );
}
