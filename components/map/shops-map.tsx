"use client";

import { useTranslations } from "next-intl";
import { Link } from "@/i18n/navigation";
import { useMapLocale } from "./map-locale";
import type { GeoJSONSource } from "maplibre-gl";
import { useEffect, useMemo, useRef, useState } from "react";
import MapGL, {
  Layer,
  NavigationControl,
  Popup,
  Source,
  type MapLayerMouseEvent,
  type MapRef,
} from "react-map-gl/maplibre";
import "maplibre-gl/dist/maplibre-gl.css";
import { panToPopup } from "./pan-to-popup";
import { PopupActions } from "./popup-actions";
import { MAP_DEFAULT_VIEW, MAP_SINGLE_ZOOM, type MapShop } from "./map-shops";

// maplibre-gl 6 starts its worker from a URL relative to its own module, which the production
// bundle moves: point it at the worker file explicitly or no GeoJSON ever loads.
const WORKER_URL = new URL("maplibre-gl/dist/maplibre-gl-worker.mjs", import.meta.url).toString();
// Style requests that hang (no network) must not leave a spinner for ever.
const LOAD_TIMEOUT_MS = 20_000;
const BRAND = "#2f6b2a";

function initialView(shops: MapShop[]) {
  const [first] = shops;
  if (!first) return MAP_DEFAULT_VIEW;
  if (shops.length === 1)
    return { latitude: first.latitude, longitude: first.longitude, zoom: MAP_SINGLE_ZOOM };
  const lats = shops.map((s) => s.latitude);
  const lngs = shops.map((s) => s.longitude);
  return {
    bounds: [Math.min(...lngs), Math.min(...lats), Math.max(...lngs), Math.max(...lats)] as [
      number,
      number,
      number,
      number,
    ],
    fitBoundsOptions: { padding: 48, maxZoom: 12 },
  };
}

export default function ShopsMap({
  shops,
  styleUrl,
  onReady,
  onFail,
}: {
  shops: MapShop[];
  styleUrl: string;
  onReady: () => void;
  onFail: () => void;
}) {
  const products = useTranslations("Products");
  const mapLocale = useMapLocale();
  const mapRef = useRef<MapRef>(null);
  const loaded = useRef(false);
  const [selected, setSelected] = useState<MapShop | null>(null);
  const [cursor, setCursor] = useState<string>("");
  const byId = useMemo(() => new Map(shops.map((s) => [s.id, s])), [shops]);
  const data = useMemo(
    () => ({
      type: "FeatureCollection" as const,
      features: shops.map((s) => ({
        type: "Feature" as const,
        properties: { id: s.id },
        geometry: { type: "Point" as const, coordinates: [s.longitude, s.latitude] },
      })),
    }),
    [shops],
  );
  // The first view only: later changes of the list keep the visitor's pan and zoom.
  const [view] = useState(() => initialView(shops));

  useEffect(() => {
    const timer = setTimeout(() => {
      if (!loaded.current) onFail();
    }, LOAD_TIMEOUT_MS);
    return () => clearTimeout(timer);
  }, [onFail]);

  // A popup opened near an edge: the map moves for it to be whole.
  useEffect(() => {
    if (!selected) return;
    const frame = requestAnimationFrame(() => panToPopup(mapRef.current));
    return () => cancelAnimationFrame(frame);
  }, [selected]);

  const onClick = (e: MapLayerMouseEvent) => {
    const feature = e.features?.[0];
    if (!feature) return setSelected(null);
    const props = feature.properties as { cluster_id?: number; id?: string };
    if (props.cluster_id !== undefined && feature.geometry.type === "Point") {
      const [lng, lat] = feature.geometry.coordinates as [number, number];
      const source = mapRef.current?.getSource("shops") as GeoJSONSource | undefined;
      void source
        ?.getClusterExpansionZoom(props.cluster_id)
        .then((zoom) => mapRef.current?.easeTo({ center: [lng, lat], zoom }))
        .catch(() => undefined);
      return;
    }
    setSelected((props.id && byId.get(props.id)) || null);
  };

  return (
    <MapGL
      ref={mapRef}
      initialViewState={view}
      mapStyle={styleUrl}
      workerUrl={WORKER_URL}
      locale={mapLocale}
      style={{ width: "100%", height: "100%" }}
      interactiveLayerIds={["shop-clusters", "shop-points"]}
      cursor={cursor}
      onMouseEnter={() => setCursor("pointer")}
      onMouseLeave={() => setCursor("")}
      onClick={onClick}
      onLoad={(e) => {
        loaded.current = true;
        // Ready once the shops are drawn, not when the style is: their points are laid out in
        // the map's worker after it, and a click in between found no shop to open.
        const map = e.target;
        const drawn = () => map.getSource("shops") !== undefined && map.isSourceLoaded("shops");
        if (drawn()) return onReady();
        const check = () => {
          if (!drawn()) return;
          map.off("sourcedata", check);
          onReady();
        };
        map.on("sourcedata", check);
      }}
      // Before the style has loaded an error means no map at all; afterwards (one tile, a glyph)
      // the map still works, so it is ignored.
      onError={() => {
        if (!loaded.current) onFail();
      }}
      attributionControl={{ compact: true }}
      cooperativeGestures
    >
      <NavigationControl position="top-right" showCompass={false} />
      <Source id="shops" type="geojson" data={data} cluster clusterRadius={44} clusterMaxZoom={12}>
        <Layer
          id="shop-clusters"
          type="circle"
          filter={["has", "point_count"]}
          paint={{
            "circle-color": BRAND,
            "circle-opacity": 0.9,
            "circle-radius": ["step", ["get", "point_count"], 16, 10, 21, 30, 27],
            "circle-stroke-width": 3,
            "circle-stroke-color": "#ffffff",
          }}
        />
        <Layer
          id="shop-cluster-count"
          type="symbol"
          filter={["has", "point_count"]}
          layout={{
            "text-field": ["get", "point_count_abbreviated"],
            "text-size": 13,
            "text-font": ["Noto Sans Bold"],
          }}
          paint={{ "text-color": "#ffffff" }}
        />
        <Layer
          id="shop-points"
          type="circle"
          filter={["!", ["has", "point_count"]]}
          paint={{
            "circle-color": BRAND,
            "circle-radius": 8,
            "circle-stroke-width": 3,
            "circle-stroke-color": "#ffffff",
          }}
        />
      </Source>
      {selected && (
        <Popup
          longitude={selected.longitude}
          latitude={selected.latitude}
          offset={12}
          closeOnClick={false}
          onClose={() => setSelected(null)}
          maxWidth="260px"
        >
          <div className="space-y-1 pr-4 font-sans">
            {/* In the page's language: "/ga/shop/…" on an Irish page. */}
            <Link
              href={selected.href}
              className="text-brand-700 font-semibold underline-offset-2 hover:underline"
            >
              {selected.name}
            </Link>
            <p className="text-xs text-stone-600">{selected.town}</p>
            {selected.products.length > 0 && (
              <p className="text-xs text-stone-700">{selected.products.map((p) => (products.has(p as never) ? products(p as never) : p)).join(" · ")}</p>
            )}
            <PopupActions shopKey={selected.key} name={selected.name} shop={selected} />
          </div>
        </Popup>
      )}
    </MapGL>
  );
}
