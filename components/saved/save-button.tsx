"use client";

import clsx from "clsx";
import { useTranslations } from "next-intl";
import { toggleSaved } from "@/lib/saved/store";
import { useSavedShops } from "./use-saved";

/** A bookmark outline, filled once saved (drawn here: the icon sprite has no bookmark; globals.css styles it). */
function BookmarkIcon() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" className="save-icon">
      <path d="M19 21l-7-4-7 4V5a2 2 0 0 1 2-2h10a2 2 0 0 1 2 2z" />
    </svg>
  );
}

/** Where the button sits (named in globals.css): on a card's photo, on the shop page, on a card or in a map popup. */
const LOOKS = { chip: "save-chip", panel: "save-panel", inline: "save-inline" } as const;

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
  const t = useTranslations("SaveButton");
  const saved = useSavedShops().some((e) => e.slug === slug);
  return (
    <button
      type="button"
      aria-pressed={saved}
      aria-label={saved ? t("savedLabel", { name }) : t("saveLabel", { name })}
      title={saved ? t("savedTitle") : t("saveTitle")}
      data-save-slug={slug}
      data-a={saved ? undefined : "saves"}
      data-a-shop={slug}
      onClick={() => toggleSaved(slug)}
      className={clsx("save-button", LOOKS[look], className)}
    >
      <BookmarkIcon />
      {saved ? t("saved") : t("save")}
    </button>
  );
}
