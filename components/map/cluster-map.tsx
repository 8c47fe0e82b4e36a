"use client";

import { useTranslations } from "next-intl";
import { Link } from "@/i18n/navigation";
import { useMapLocale } from "./map-locale";
import { useCallback, useEffect, useRef, useState } from "react";
import MapGL, { Marker, NavigationControl, Popup, type MapRef, type ViewStateChangeEvent } from "react-map-gl/maplibre";
import "maplibre-gl/dist/maplibre-gl.css";
import { shopHref } from "@/lib/shops/present";
import { panToPopup } from "./pan-to-popup";
import { PopupActions } from "./popup-actions";

// maplibre-gl 6 starts its worker from a URL relative to its own module, which the production
// bundle moves: point it at the worker file explicitly.
const WORKER_URL = new URL("maplibre-gl/dist/maplibre-gl-worker.mjs", import.meta.url).toString();
const LOAD_TIMEOUT_MS = 20_000;
/** The island of Ireland: the first view of a search's map. */
const IRELAND: [number, number, number, number] = [-10.7, 51.35, -5.35, 55.45];

type Feature =
  | { geometry: { coordinates: [number, number] }; properties: { cluster: true; count: number; expansionZoom: number } }
  | {
      geometry: { coordinates: [number, number] };
      properties: { cluster: false; id: string; name: string; town: string; slug: string | null; products: string[] };
    };
type Point = Extract<Feature, { properties: { cluster: false } }>;
type View = { longitude: number; latitude: number; zoom: number };

/**
 * Where the visitor left this search's map, for this tab (sessionStorage): back on the search from
 * a shop's page, the map is where it was, not the whole island again. Another search starts from
 * the island.
 */
const viewKey = (query: string) => `farmshops:map-view:${location.pathname}?${query}`;
function readView(query: string): View | null {
  try {
    const view = JSON.parse(sessionStorage.getItem(viewKey(query)) ?? "null") as View | null;
    return view && [view.longitude, view.latitude, view.zoom].every(Number.isFinite) ? view : null;
  } catch {
    return null;
  }
}
function keepView(query: string, view: View): void {
  try {
    sessionStorage.setItem(viewKey(query), JSON.stringify(view));
  } catch {
    // Storage full or off: the map starts from the island next time.
  }
}

/**
 * A search's matches on a map at any scale: the server clusters them for the visible box and zoom
 * (/api/farm-shops/map), so the browser never downloads every shop. Clusters and shops are
 * buttons: a cluster zooms in (from the keyboard, the focus then goes to the nearest marker), a
 * shop opens its popup (Escape closes it, back to the shop's marker).
 */
export default function ClusterMap({
  styleUrl,
  onReady,
  onFail,
  clusterQuery = "",
}: {
  styleUrl: string;
  onReady: () => void;
  onFail: () => void;
  clusterQuery?: string;
}) {
  const products = useTranslations("Products");
  const t = useTranslations("Map");
  const mapLocale = useMapLocale();
  const mapRef = useRef<MapRef>(null);
  const boxRef = useRef<HTMLDivElement>(null);
  const loaded = useRef(false);
  const request = useRef(0);
  // Where the keyboard's focus goes once the markers are drawn again: a cluster opened from the
  // keyboard is replaced by the markers it held, and its button with it.
  const focusNear = useRef<[number, number] | null>(null);
  // A shop's popup opened from the keyboard takes the focus (its link first), as a dialog would.
  const focusPopup = useRef(false);
  const [features, setFeatures] = useState<Feature[]>([]);
  const [zoom, setZoom] = useState<number | null>(null);
  const [selected, setSelected] = useState<Point | null>(null);
  const [startView] = useState(() => readView(clusterQuery));

  // After a cluster opened from the keyboard: the focus on the marker nearest to where it was,
  // not lost to the page's top.
  useEffect(() => {
    const near = focusNear.current;
    const box = boxRef.current;
    if (!near || !box) return;
    focusNear.current = null;
    let best: HTMLElement | null = null;
    let bestDistance = Infinity;
    for (const el of box.querySelectorAll<HTMLElement>("[data-lng]")) {
      const d = (Number(el.dataset.lng) - near[0]) ** 2 + (Number(el.dataset.lat) - near[1]) ** 2;
      if (d < bestDistance) [best, bestDistance] = [el, d];
    }
    best?.focus();
  }, [features]);

  // A popup opened near an edge: the map moves for it to be whole.
  useEffect(() => {
    if (!selected) return;
    const frame = requestAnimationFrame(() => panToPopup(mapRef.current));
    return () => cancelAnimationFrame(frame);
  }, [selected]);

  useEffect(() => {
    if (!selected || !focusPopup.current) return;
    focusPopup.current = false;
    const frame = requestAnimationFrame(() => boxRef.current?.querySelector<HTMLElement>(".maplibregl-popup a[href]")?.focus());
    return () => cancelAnimationFrame(frame);
  }, [selected]);

  // Escape closes a shop's popup, and the focus goes back to its marker.
  useEffect(() => {
    if (!selected) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== "Escape") return;
      const id = selected.properties.id;
      setSelected(null);
      boxRef.current?.querySelector<HTMLElement>(`[data-shop-id="${CSS.escape(id)}"]`)?.focus();
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [selected]);

  const refresh = useCallback(async () => {
    const map = mapRef.current;
    if (!map) return;
    const b = map.getBounds();
    const z = Math.floor(map.getZoom());
    const bbox = [b.getWest(), b.getSouth(), b.getEast(), b.getNorth()]
      .map((n, i) => Math.max(i % 2 ? -90 : -180, Math.min(i % 2 ? 90 : 180, n)).toFixed(5))
      .join(",");
    const id = ++request.current;
    try {
      const res = await fetch(`/api/farm-shops/map?${clusterQuery ? `${clusterQuery}&` : ""}bbox=${bbox}&zoom=${z}`);
      if (!res.ok || id !== request.current) return;
      const answer = (await res.json()) as { features: Feature[] };
      setFeatures(answer.features);
      setZoom(z);
    } catch {
      // A failed refresh keeps the previous markers; the next move tries again.
    }
  }, [clusterQuery]);

  useEffect(() => {
    const timer = setTimeout(() => {
      if (!loaded.current) onFail();
    }, LOAD_TIMEOUT_MS);
    return () => clearTimeout(timer);
  }, [onFail]);

  // A new search (the address changed) redraws the markers where the visitor is looking.
  useEffect(() => {
    if (loaded.current) void refresh();
  }, [refresh]);

  return (
    <div ref={boxRef} className="h-full w-full" data-zoom={zoom ?? undefined} data-testid="cluster-map">
      <MapGL
        ref={mapRef}
        initialViewState={startView ?? { bounds: IRELAND, fitBoundsOptions: { padding: 16 } }}
        mapStyle={styleUrl}
        workerUrl={WORKER_URL}
        locale={mapLocale}
        style={{ width: "100%", height: "100%" }}
        onLoad={() => {
          loaded.current = true;
          onReady();
          void refresh();
        }}
        onMoveEnd={(e: ViewStateChangeEvent) => {
          keepView(clusterQuery, { longitude: e.viewState.longitude, latitude: e.viewState.latitude, zoom: e.viewState.zoom });
          void refresh();
        }}
        onError={() => {
          if (!loaded.current) onFail();
        }}
        attributionControl={{ compact: true }}
        cooperativeGestures
      >
        <NavigationControl position="top-right" showCompass={false} />
        {features.map((f) => {
          const [longitude, latitude] = f.geometry.coordinates;
          const p = f.properties;
          return p.cluster ? (
            <Marker key={`c${longitude},${latitude}`} longitude={longitude} latitude={latitude}>
              <button
                type="button"
                aria-label={t("cluster", { count: p.count, n: String(p.count) })}
                data-testid="map-cluster"
                data-lng={longitude}
                data-lat={latitude}
                onClick={(e) => {
                  // From the keyboard (no pointer position): keep the focus in the map.
                  if (e.detail === 0) focusNear.current = [longitude, latitude];
                  mapRef.current?.easeTo({ center: [longitude, latitude], zoom: p.expansionZoom, duration: 400 });
                }}
                className="bg-brand-700 flex items-center justify-center rounded-full font-sans text-xs font-bold text-white shadow ring-3 ring-white"
                style={{ width: 28 + Math.min(20, Math.log2(p.count) * 3), height: 28 + Math.min(20, Math.log2(p.count) * 3) }}
              >
                {p.count >= 1000 ? `${Math.round(p.count / 100) / 10}k` : p.count}
              </button>
            </Marker>
          ) : (
            <Marker key={p.id} longitude={longitude} latitude={latitude}>
              <button
                type="button"
                aria-label={p.name}
                data-testid="map-shop"
                data-shop-id={p.id}
                data-lng={longitude}
                data-lat={latitude}
                onClick={(e) => {
                  e.stopPropagation();
                  if (e.detail === 0) focusPopup.current = true;
                  setSelected(f as Point);
                }}
                className="bg-brand-600 block size-4 rounded-full shadow ring-3 ring-white"
              />
            </Marker>
          );
        })}
        {selected && (
          <Popup
            longitude={selected.geometry.coordinates[0]}
            latitude={selected.geometry.coordinates[1]}
            offset={12}
            closeOnClick={false}
            onClose={() => setSelected(null)}
            maxWidth="260px"
          >
            <div className="space-y-1 pr-4 font-sans">
              {/* In the page's language: "/ga/shop/…" on an Irish page. */}
              <Link href={shopHref(selected.properties)} className="text-brand-700 font-semibold underline-offset-2 hover:underline">
                {selected.properties.name}
              </Link>
              <p className="text-xs text-stone-600">{selected.properties.town}</p>
              {selected.properties.products.length > 0 && (
                <p className="text-xs text-stone-700">{selected.properties.products.map((p) => (products.has(p as never) ? products(p as never) : p)).join(" · ")}</p>
              )}
              <PopupActions shopKey={selected.properties.slug ?? selected.properties.id} name={selected.properties.name} />
            </div>
          </Popup>
        )}
      </MapGL>
    </div>
  );
}
