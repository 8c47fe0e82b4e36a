"use client";

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
  emptyText = "None of these shops has a map location yet.",
  failedText,
}: {
  shops: MapShop[];
  styleUrl: string;
  height: number;
  label: string;
  emptyText?: string;
  failedText?: ReactNode;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<State>("idle");
  const [ShopsMap, setShopsMap] = useState<ShopsMapComponent | null>(null);
  const onReady = useCallback(() => setState("ready"), []);
  const onFail = useCallback(() => setState("failed"), []);

  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((e) => e.isIntersecting)) return;
        observer.disconnect();
        setState((s) => (s === "idle" ? "loading" : s));
        // MapLibre is big: its chunk is fetched only now, never in the page's first load.
        import("./shops-map")
          .then((m) => setShopsMap(() => m.default))
          .catch(() => setState("failed"));
      },
      { rootMargin: "300px" },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, []);

  let content: ReactNode;
  if (shops.length === 0) content = <MapMessage title="No map locations">{emptyText}</MapMessage>;
  else if (state === "failed")
    content = (
      <MapMessage title="The map could not be loaded">
        {failedText ?? "Everything else on this page still works."}
      </MapMessage>
    );
  else if (state === "idle") content = <MapMessage title="Map" />;
  else if (!ShopsMap) content = <MapMessage title="Loading map…" busy />;
  else
    content = (
      <MapErrorBoundary onError={onFail}>
        <ShopsMap shops={shops} styleUrl={styleUrl} onReady={onReady} onFail={onFail} />
      </MapErrorBoundary>
    );

  return (
    <div
      ref={ref}
      role="region"
      aria-label={label}
      data-map-state={shops.length === 0 ? "empty" : state}
      style={{ height }}
      className="bg-brand-50 relative isolate w-full overflow-hidden rounded-2xl ring-1 ring-stone-200"
    >
      {content}
    </div>
  );
}
