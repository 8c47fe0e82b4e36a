"use client";

import { Link } from "@/i18n/navigation";
import { useTranslations } from "next-intl";
import { routes } from "@/lib/routes/paths";
import { useSavedShops } from "./use-saved";

/** The header's link to the saved list, with how many shops are saved in this browser. */
export function SavedCount() {
  const t = useTranslations("SavedCount");
  const count = useSavedShops().length;
  return (
    // Not prefetched: the list is this browser's own (read from storage on the page), so a
    // prefetch on every page view would fetch the same empty frame for nothing.
    <Link
      href={routes.saved()}
      prefetch={false}
      className="text-brand-800 hover:bg-brand-50 inline-flex items-center gap-1.5 rounded-lg px-2.5 py-2 text-sm font-semibold"
      aria-label={t("label", { count })}
      data-testid="saved-count"
    >
      <svg
        viewBox="0 0 24 24"
        aria-hidden="true"
        className="size-5"
        fill={count > 0 ? "currentColor" : "none"}
        stroke="currentColor"
        strokeWidth="2"
        strokeLinejoin="round"
      >
        <path d="M19 21l-7-4-7 4V5a2 2 0 0 1 2-2h10a2 2 0 0 1 2 2z" />
      </svg>
      <span className="hidden sm:inline">{t("saved")}</span>
      <span className="bg-brand-600 min-w-5 rounded-full px-1.5 text-center text-xs leading-5 text-white">
        {count}
      </span>
    </Link>
  );
}
