"use client";

import { Icon } from "@/components/ui/icon";
import { useTranslations } from "next-intl";
import { type ReactNode, useCallback, useEffect, useRef, useState } from "react";
import { trapTab } from "@/components/ui/trap-tab";

/** history.state's key for the drawer: "open" on the entry it pushed as it opened, "chosen" on each address chosen in it. */
const DRAWER_STATE = "filterDrawer";
type DrawerEntry = "open" | "chosen" | undefined;
const entryOf = (): DrawerEntry => (window.history.state as Record<string, unknown> | null)?.[DRAWER_STATE] as DrawerEntry;
/** The drawer is a phone's: on a wide screen the chips are always shown, and history never opens it. */
const PHONE = "(max-width: 63.999rem)";

/**
 * The filter chips: always shown on a wide screen; on a phone behind a "Filters" button that
 * opens them as a full-screen drawer. It stays open while the visitor chooses (each choice is a new
 * address: its chips, counts and "Show N shops" come with it) and closes with "Show N shops", the
 * close button, Escape or Back. While open, focus is inside it (Tab cycles there) and it goes back
 * to the "Filters" button when it closes.
 *
 * Back works as on a phone's own screens: opening the drawer adds a history entry (the same
 * address), so Back closes it and stays on the search; after choices, Back steps back through them
 * with the drawer open, then closes it. Each entry made while it is open says so in history.state
 * (Next.js copies its own state into an entry written with `history.pushState`), and Back or
 * Forward to an entry opens or closes the drawer as that entry says.
 */
export function FilterDrawer({ address, chosen, total, children }: { address: string; chosen: number; total: string; children: ReactNode }) {
  const t = useTranslations("SearchUi");
  const [open, setOpen] = useState(false);
  // Back and Forward (and a reload) open or close the drawer as the entry they reach says.
  useEffect(() => {
    const follow = () => setOpen(entryOf() !== undefined && window.matchMedia(PHONE).matches);
    follow();
    window.addEventListener("popstate", follow);
    return () => window.removeEventListener("popstate", follow);
  }, []);
  // An address chosen while the drawer is open: its entry (pushed by the router) says so.
  useEffect(() => {
    if (open && entryOf() === undefined) window.history.replaceState({ ...window.history.state, [DRAWER_STATE]: "chosen" }, "");
  }, [open, address]);
  const openDrawer = () => {
    window.history.pushState({ [DRAWER_STATE]: "open" }, "");
    setOpen(true);
  };
  const close = useCallback(() => {
    // Nothing chosen since it opened: the entry it added goes, as Back would take it.
    if (entryOf() === "open") return window.history.back();
    if (entryOf() !== undefined) {
      const { [DRAWER_STATE]: _, ...rest } = window.history.state as Record<string, unknown>;
      window.history.replaceState(rest, "");
    }
    setOpen(false);
  }, []);
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
    const onKey = (e: KeyboardEvent) => e.key === "Escape" && close();
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [open, close]);

  return (
    <>
      <button
        ref={opener}
        type="button"
        className="inline-flex h-10 items-center gap-2 rounded-full bg-white px-4 text-sm font-semibold text-stone-800 ring-1 ring-stone-300 lg:hidden"
        aria-expanded={open}
        aria-controls="search-filters"
        onClick={openDrawer}
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
            <button ref={closer} type="button" onClick={close} className="rounded-full p-2 ring-1 ring-stone-300" aria-label={t("closeFilters")}>
              <Icon name="x" className="size-5" />
            </button>
          </div>
        ) : (
          <h2 className="sr-only">{t("filters")}</h2>
        )}
        {children}
        {open && (
          <div className="fixed inset-x-0 bottom-0 border-t border-stone-200 bg-white p-4">
            <button type="button" onClick={close} className="bg-brand-600 h-12 w-full rounded-xl font-semibold text-white">
              {t("show", { total })}
            </button>
          </div>
        )}
      </div>
    </>
  );
}
