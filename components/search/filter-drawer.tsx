"use client";

import { Icon } from "@/components/ui/icon";
import { useTranslations } from "next-intl";
import { createContext, type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from "react";
import { trapTab } from "@/components/ui/trap-tab";

/** history.state's key on the entry the drawer adds as it opens: "open", or "chosen" once a filter was chosen in it. */
const DRAWER_STATE = "filterDrawer";
type DrawerEntry = "open" | "chosen" | undefined;
const entryOf = (): DrawerEntry => (window.history.state as Record<string, unknown> | null)?.[DRAWER_STATE] as DrawerEntry;
const markEntry = (value: DrawerEntry) => {
  const { [DRAWER_STATE]: _, ...rest } = (window.history.state ?? {}) as Record<string, unknown>;
  window.history.replaceState(value ? { ...rest, [DRAWER_STATE]: value } : rest, "");
};
/** The drawer is a phone's: on a wide screen the chips are always shown, and history never opens it. */
const PHONE = "(max-width: 63.999rem)";

/**
 * What the chips inside need of the drawer: while it is open a choice replaces the drawer's
 * history entry instead of adding one, and tells the drawer it was made (it may still be loading
 * when the drawer closes).
 */
export const FilterDrawerContext = createContext<{ open: boolean; chose: () => void } | null>(null);

/**
 * The filter chips: always shown on a wide screen; on a phone behind a "Filters" button that
 * opens them as a full-screen drawer. It stays open while the visitor chooses (each choice is a new
 * address: its chips, counts and "Show N shops" come with it) and closes with "Show N shops", the
 * close button or Escape, keeping the choices. While open, focus is inside it (Tab cycles there)
 * and it goes back to the "Filters" button when it closes.
 *
 * Back works as on a phone's own screens. Opening the drawer adds one history entry (the same
 * address; Next.js copies its own state into an entry written with `history.pushState`), and the
 * choices made in it replace that entry's address. Back with the drawer open closes it and goes
 * back to the search as it was before it opened; after "Show N shops", Back goes back to that
 * search in one step. Closed with nothing chosen, the drawer takes its entry away again. Forward
 * (or a reload) to the drawer's entry opens it again.
 */
export function FilterDrawer({ address, chosen, total, children }: { address: string; chosen: number; total: string; children: ReactNode }) {
  const t = useTranslations("SearchUi");
  const [open, setOpen] = useState(false);
  /** A filter was chosen since the drawer opened (its address may not have arrived yet). */
  const choseAny = useRef(false);
  /** Closing by Back is under way: a second close (a double click) must not go back twice. */
  const goingBack = useRef(false);
  // Back and Forward (and a reload) open or close the drawer as the entry they reach says.
  useEffect(() => {
    const follow = () => {
      goingBack.current = false;
      const entry = entryOf();
      choseAny.current = entry === "chosen";
      setOpen(entry !== undefined && window.matchMedia(PHONE).matches);
    };
    follow();
    window.addEventListener("popstate", follow);
    return () => window.removeEventListener("popstate", follow);
  }, []);
  // A chosen address replaced the drawer's entry, and with it the mark: it is put back.
  useEffect(() => {
    if (open && !goingBack.current && entryOf() === undefined) markEntry("chosen");
  }, [open, address]);
  const openDrawer = () => {
    window.history.pushState({ [DRAWER_STATE]: "open" }, "");
    choseAny.current = false;
    setOpen(true);
  };
  const close = useCallback(() => {
    if (goingBack.current) return;
    setOpen(false);
    // Nothing chosen: the entry it added goes, as Back would take it.
    if (!choseAny.current && entryOf() === "open") {
      goingBack.current = true;
      return window.history.back();
    }
    // The choices stay; the entry is the search's own from now on.
    if (entryOf() !== undefined) markEntry(undefined);
  }, []);
  const drawer = useMemo(() => ({ open, chose: () => void (choseAny.current = true) }), [open]);
  // Turned or widened past the phone's width while open: the chips are on the page itself.
  useEffect(() => {
    if (!open) return;
    const wide = window.matchMedia(PHONE);
    const onChange = () => !wide.matches && close();
    wide.addEventListener("change", onChange);
    return () => wide.removeEventListener("change", onChange);
  }, [open, close]);
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
        // Without scripts the button could not open anything: the chips (links) show in its place.
        className="inline-flex h-10 items-center gap-2 rounded-full bg-white px-4 text-sm font-semibold text-stone-800 ring-1 ring-stone-300 lg:hidden noscript:hidden"
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
            : "hidden lg:block noscript:block"
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
        <FilterDrawerContext value={drawer}>{children}</FilterDrawerContext>
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
