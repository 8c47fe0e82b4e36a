import type { ReactNode } from "react";
import clsx from "clsx";

const TONES = {
  green: "bg-brand-100 text-brand-800",
  amber: "bg-amber-100 text-amber-900",
  blue: "bg-sky-100 text-sky-900",
  stone: "bg-stone-200 text-stone-800",
} as const;

export function Badge({
  tone = "green",
  children,
}: {
  tone?: keyof typeof TONES;
  children: ReactNode;
}) {
  return (
    <span
      className={clsx(
        "inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-semibold",
        TONES[tone],
      )}
    >
      {children}
    </span>
  );
}
