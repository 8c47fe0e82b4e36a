"use client";

import { Icon } from "@/components/ui/icon";
import { useTranslations } from "next-intl";
import { type ReactNode, useEffect, useRef, useState } from "react";
import { trapTab } from "@/components/ui/trap-tab";

/**
 * The filter chips: always shown on a wide screen; on a phone behind a "Filters" button that
 * opens them as a full-screen drawer. It stays open while the visitor chooses (each choice is a new
 * address: its chips, counts and "Show N shops" come with it) and closes with "Show N shops", the
 * close button or Escape. While open, focus is inside it (Tab cycles there) and it goes back to the
 * "Filters" button when it closes.
 */
export function FilterDrawer({ chosen, total, children }: { chosen: number; total: string; children: ReactNode }) {
  const t = useTranslations("SearchUi");
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  const closer = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(false);
  useEffect(() => {
    if (open) {
      wasOpen.current = true;
      closer.current?.focus();
    } else if (wasOpen.current) {
      wasOpen.current = false;
      opener.current?.focus();
    }
    if (!open) return;
    const onKey = (e: KeyboardEvent) => e.key === "Escape" && setOpen(false);
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [open]);

  return (
    <>
      <button
        ref={opener}
        type="button"
        className="inline-flex h-10 items-center gap-2 rounded-full bg-white px-4 text-sm font-semibold text-stone-800 ring-1 ring-stone-300 lg:hidden"
        aria-expanded={open}
        aria-controls="search-filters"
        onClick={() => setOpen(true)}
      >
        <Icon name="sliders-horizontal" className="size-4" />
        {t("filters")}
        {chosen > 0 ? ` (${chosen})` : ""}
      </button>
      <div
        id="search-filters"
        role={open ? "dialog" : undefined}
        aria-modal={open || undefined}
        aria-label={open ? t("filters") : undefined}
        onKeyDown={open ? trapTab : undefined}
        className={
          open
            ? "fixed inset-0 z-50 overflow-y-auto bg-white p-4 pb-24"
            : "hidden lg:block"
        }
      >
        {/* The groups' headings (h3) sit under this one, on a wide screen too, where it is read
            only by assistive technology: the page's outline goes h1, h2, h3 without a gap. */}
        {open ? (
          <div className="mb-4 flex items-center justify-between">
            <h2 className="text-lg font-semibold text-stone-900">{t("filters")}</h2>
            <button ref={closer} type="button" onClick={() => setOpen(false)} className="rounded-full p-2 ring-1 ring-stone-300" aria-label={t("closeFilters")}>
              <Icon name="x" className="size-5" />
            </button>
          </div>
        ) : (
          <h2 className="sr-only">{t("filters")}</h2>
        )}
        {children}
        {open && (
          <div className="fixed inset-x-0 bottom-0 border-t border-stone-200 bg-white p-4">
            <button type="button" onClick={() => setOpen(false)} className="bg-brand-600 h-12 w-full rounded-xl font-semibold text-white">
              {t("show", { total })}
            </button>
          </div>
        )}
      </div>
    </>
  );
}
