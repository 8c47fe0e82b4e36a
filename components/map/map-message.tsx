import { Icon } from "@/components/ui/icon";
import type { ReactNode } from "react";

/** What stands in for the map: before it loads, when it cannot load, or when nothing is mappable. */
export function MapMessage({
  title,
  children,
  busy = false,
}: {
  title: string;
  children?: ReactNode;
  busy?: boolean;
}) {
  return (
    <div
      className="bg-brand-50 absolute inset-0 flex flex-col items-center justify-center gap-2 bg-[radial-gradient(circle_at_30%_20%,var(--color-brand-100),transparent_60%),radial-gradient(circle_at_80%_70%,var(--color-brand-50),transparent_55%)] p-6 text-center"
      aria-busy={busy || undefined}
    >
      <span className="text-brand-600 inline-flex size-11 items-center justify-center rounded-full bg-white shadow-sm">
        <Icon name="map-pin" className={`size-5 ${busy ? "animate-pulse" : ""}`} />
      </span>
      <p className="font-semibold text-stone-800">{title}</p>
      {children && <div className="max-w-xs text-sm text-stone-600">{children}</div>}
    </div>
  );
}
