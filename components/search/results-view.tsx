"use client";

import { Clock, LocateFixed, X } from "lucide-react";
import { type ReactNode, useMemo, useState } from "react";
import { LazyMap } from "@/components/map/lazy-map";
import type { MapShop } from "@/components/map/map-shops";
import { distanceKm, formatDistance } from "@/lib/geo/distance";
import type { Coordinates as LatLng } from "@/lib/geo/coordinates";
import { isOpenNow } from "@/lib/hours/status";
import type { HoursRules } from "@/lib/hours/types";
import { farmShopCount } from "@/lib/shops/present";
import { useNearMe } from "./near-me";

export type ResultEntry = {
  id: string;
  card: ReactNode;
  hours: HoursRules;
  position: LatLng | null;
};

const toggle = (on: boolean) =>
  `inline-flex h-10 items-center gap-2 rounded-full px-4 text-sm font-semibold ring-1 transition ${
    on
      ? "bg-brand-600 text-white ring-brand-600 hover:bg-brand-700"
      : "bg-white text-stone-800 ring-stone-300 hover:ring-brand-600"
  }`;

/**
 * The search results (cards rendered on the server) with what only the browser can do: "Near me"
 * (sort by distance, distance on each card) and "Open now" (Irish clock), plus the sticky map.
 */
export function ResultsView({
  entries,
  markers,
  county,
  styleUrl,
}: {
  entries: ResultEntry[];
  markers: MapShop[];
  county: string | null;
  styleUrl: string;
}) {
  const [near, locate, clearNear] = useNearMe();
  const [openNowAt, setOpenNowAt] = useState<number | null>(null);

  const shown = useMemo(() => {
    let list = entries.map((e) => ({
      ...e,
      km: near.status === "on" && e.position ? distanceKm(near.position, e.position) : null,
    }));
    if (openNowAt !== null) list = list.filter((e) => isOpenNow(e.hours, new Date(openNowAt)));
    // Shops without a map position go last when sorting by distance.
    if (near.status === "on")
      list = [...list].sort((a, b) => (a.km ?? Infinity) - (b.km ?? Infinity));
    return list;
  }, [entries, near, openNowAt]);

  const shownMarkers = useMemo(() => {
    const ids = new Set(shown.map((e) => e.id));
    return markers.filter((m) => ids.has(m.id));
  }, [markers, shown]);

  return (
    <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_24rem] xl:grid-cols-[minmax(0,1fr)_28rem]">
      <div>
        <div className="mb-6 flex flex-wrap items-center justify-between gap-3">
          <p className="font-medium text-stone-700" role="status">
            Showing {farmShopCount(shown.length)}
            {county ? ` in ${county}` : ""}
            {openNowAt !== null ? " open now" : ""}
          </p>
          <div className="flex flex-wrap gap-2">
            <button
              type="button"
              className={toggle(near.status === "on")}
              aria-pressed={near.status === "on"}
              onClick={near.status === "on" ? clearNear : locate}
              disabled={near.status === "locating"}
            >
              <LocateFixed
                aria-hidden="true"
                className={`size-4 ${near.status === "locating" ? "animate-spin" : ""}`}
              />
              {near.status === "locating" ? "Finding you…" : "Near me"}
              {near.status === "on" && <X aria-hidden="true" className="size-4" />}
            </button>
            <button
              type="button"
              className={toggle(openNowAt !== null)}
              aria-pressed={openNowAt !== null}
              onClick={() => setOpenNowAt((v) => (v === null ? Date.now() : null))}
            >
              <Clock aria-hidden="true" className="size-4" />
              Open now
            </button>
            <a
              href="#map-view"
              className="text-brand-700 inline-flex h-10 items-center rounded-full px-4 text-sm font-semibold ring-1 ring-stone-300 lg:hidden"
            >
              Map View
            </a>
          </div>
        </div>
        {near.status === "error" && (
          <p
            role="alert"
            className="mb-6 rounded-xl bg-amber-50 p-4 text-sm text-amber-900 ring-1 ring-amber-200"
          >
            {near.message}
          </p>
        )}
        {near.status === "on" && (
          <p className="mb-6 text-sm text-stone-600">Sorted by distance from your location.</p>
        )}
        {shown.length === 0 ? (
          <div className="rounded-2xl bg-white p-10 text-center ring-1 ring-stone-200">
            <p className="text-lg font-semibold">No farm shops open right now</p>
            <p className="mt-2 text-stone-600">
              Turn off &ldquo;Open now&rdquo; to see every shop, with its next opening time.
            </p>
            <button
              type="button"
              className={`mt-5 ${toggle(false)}`}
              onClick={() => setOpenNowAt(null)}
            >
              Show all shops
            </button>
          </div>
        ) : (
          <ul className="grid gap-6 sm:grid-cols-2">
            {shown.map((e) => (
              <li key={e.id} className="relative">
                {e.card}
                {e.km !== null && (
                  <span
                    className="bg-brand-800/90 absolute top-3 right-3 z-10 rounded-full px-2.5 py-1 text-xs font-semibold text-white shadow"
                    data-testid="distance"
                  >
                    {formatDistance(e.km)} away
                  </span>
                )}
              </li>
            ))}
          </ul>
        )}
      </div>
      <aside id="map-view" aria-labelledby="map-view-title" className="scroll-mt-20">
        <div className="lg:sticky lg:top-20">
          <h2 id="map-view-title" className="mb-3 text-lg font-semibold text-stone-900">
            Map View
          </h2>
          <LazyMap
            shops={shownMarkers}
            styleUrl={styleUrl}
            height={400}
            label="Map of the farm shops found"
          />
          <p className="mt-2 text-xs text-stone-600">
            Shops without a confirmed location are not shown on the map.
          </p>
        </div>
      </aside>
    </div>
  );
}
