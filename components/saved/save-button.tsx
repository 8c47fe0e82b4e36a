"use client";

import clsx from "clsx";
import { toggleSaved } from "@/lib/saved/store";
import { useSavedShops } from "./use-saved";

/** A bookmark outline, filled once saved (drawn here: the icon sprite has no bookmark). */
function BookmarkIcon({ filled }: { filled: boolean }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" className="size-4 shrink-0" fill={filled ? "currentColor" : "none"} stroke="currentColor" strokeWidth="2" strokeLinejoin="round">
      <path d="M19 21l-7-4-7 4V5a2 2 0 0 1 2-2h10a2 2 0 0 1 2 2z" />
    </svg>
  );
}

const LOOKS = {
  /** On a card's photo: a small round chip. */
  chip: "bg-white/95 text-stone-800 shadow-sm ring-1 ring-stone-200 hover:bg-white rounded-full px-3 py-1.5 text-xs",
  /** On the shop page, beside the other actions. */
  panel: "w-full rounded-xl px-4 py-2.5 text-sm ring-1 ring-stone-300 text-stone-800 hover:bg-brand-50 hover:ring-brand-600",
  /** In a map popup. */
  inline: "rounded-full px-2.5 py-1 text-xs ring-1 ring-stone-300 text-stone-800 hover:bg-brand-50",
} as const;

/**
 * "Save" / "Saved": keeps the shop in this browser's saved list (no account). A toggle button:
 * its name starts with "Save" and `aria-pressed` says whether the shop is saved.
 */
export function SaveButton({
  slug,
  name,
  look = "chip",
  className,
}: {
  /** The shop's key in the saved list: its slug (its id while it has none). */
  slug: string;
  name: string;
  look?: keyof typeof LOOKS;
  className?: string;
}) {
  const saved = useSavedShops().some((e) => e.slug === slug);
  return (
    <button
      type="button"
      aria-pressed={saved}
      aria-label={`${saved ? "Saved" : "Save"}: ${name}`}
      title={saved ? "Saved in this browser: press to remove" : "Save in this browser"}
      data-save-slug={slug}
      onClick={() => toggleSaved(slug)}
      className={clsx(
        "inline-flex items-center justify-center gap-1.5 font-semibold transition",
        LOOKS[look],
        saved && "text-brand-800 ring-brand-600",
        className,
      )}
    >
      <BookmarkIcon filled={saved} />
      {saved ? "Saved" : "Save"}
    </button>
  );
}
