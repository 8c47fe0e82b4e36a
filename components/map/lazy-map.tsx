"use client";

import { useTranslations } from "next-intl";
import {
  Component,
  type ComponentType,
  type ReactNode,
  useCallback,
  useEffect,
  useRef,
  useState,
} from "react";
import { MapMessage } from "./map-message";
import type { MapShop } from "./map-shops";

type ShopsMapComponent = ComponentType<{
  shops: MapShop[];
  styleUrl: string;
  onReady: () => void;
  onFail: () => void;
  clusterQuery?: string;
}>;

class MapErrorBoundary extends Component<
  { onError: () => void; children: ReactNode },
  { failed: boolean }
> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch() {
    this.props.onError();
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

type State = "idle" | "loading" | "ready" | "failed";

/**
 * A map of shops, loaded lazily. A failed style, tile set or WebGL leaves a friendly message and
 * the rest of the page untouched.
 */
export function LazyMap({
  shops,
  styleUrl,
  height,
  label,
  emptyText,
  failedText,
  clusterQuery,
}: {
  /** Pins to draw; with `clusterQuery` the map asks the server for the search's clusters instead. */
  shops: MapShop[];
  /** The search's query string: the map shows every match, clustered by /api/farm-shops/map. */
  clusterQuery?: string;
  styleUrl: string;
  height: number;
  label: string;
  emptyText?: string;
  failedText?: ReactNode;
}) {
  const t = useTranslations("Map");
  const ref = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<State>("idle");
  const [ShopsMap, setShopsMap] = useState<ShopsMapComponent | null>(null);
  const onReady = useCallback(() => setState("ready"), []);
  const onFail = useCallback(() => setState("failed"), []);
  const clustered = clusterQuery !== undefined;
  const empty = !clustered && shops.length === 0;

  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    // MapLibre is big (its script is the largest chunk of the site, and slow to start on a phone):
    // its chunk is fetched only when the map is wanted, never in the page's first load. Wanted
    // means: entirely on screen, or near the screen (300 px) once the visitor scrolls, taps or
    // types. A map that merely peeks in at the bottom of a phone's first screen (the shop page)
    // thus waits for the first touch instead of competing with the page's own start-up.
    let near = false;
    let engaged = false;
    const ENGAGE = ["scroll", "wheel", "touchstart", "pointerdown", "keydown"] as const;
    const stop = () => {
      nearObserver.disconnect();
      inViewObserver.disconnect();
      for (const e of ENGAGE) window.removeEventListener(e, onEngage, { capture: true });
    };
    const start = () => {
      stop();
      setState((s) => (s === "idle" ? "loading" : s));
      (clustered ? import("./cluster-map") : import("./shops-map"))
        .then((m) => setShopsMap(() => m.default as ShopsMapComponent))
        .catch(() => setState("failed"));
    };
    const onEngage = () => {
      engaged = true;
      if (near) start();
    };
    const nearObserver = new IntersectionObserver(
      (entries) => {
        near = entries.some((e) => e.isIntersecting);
        if (near && engaged) start();
      },
      { rootMargin: "300px" },
    );
    const inViewObserver = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting && e.intersectionRatio >= 0.98)) start();
      },
      { threshold: 0.98 },
    );
    nearObserver.observe(el);
    inViewObserver.observe(el);
    for (const e of ENGAGE) window.addEventListener(e, onEngage, { capture: true, passive: true });
    return stop;
  }, [clustered]);

  let content: ReactNode;
  if (empty) content = <MapMessage title={t("noLocations")}>{emptyText ?? t("noLocationsText")}</MapMessage>;
  else if (state === "failed")
    content = (
      <MapMessage title={t("failed")}>
        {failedText ?? t("failedText")}
      </MapMessage>
    );
  else if (state === "idle") content = <MapMessage title={t("map")} />;
  else if (!ShopsMap) content = <MapMessage title={t("loading")} busy />;
  else
    content = (
      <MapErrorBoundary onError={onFail}>
        <ShopsMap shops={shops} styleUrl={styleUrl} onReady={onReady} onFail={onFail} clusterQuery={clusterQuery} />
      </MapErrorBoundary>
    );

  return (
    <div
      ref={ref}
      role="region"
      aria-label={label}
      data-map-state={empty ? "empty" : state}
      style={{ height }}
      className="bg-brand-50 relative isolate w-full overflow-hidden rounded-2xl ring-1 ring-stone-200"
    >
      {content}
    </div>
  );
}
