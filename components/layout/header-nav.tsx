"use client";

// The address without its language prefix, as the builders write it (i18n/navigation.ts).
import { Link, usePathname } from "@/i18n/navigation";
import { useTranslations } from "next-intl";
import { useAfterHydration } from "@/components/ui/after-hydration";
import { pressOnSpace } from "@/components/ui/press-on-space";
import { useEffect, useRef, useState } from "react";
import { isCurrentNav, NAV_ITEMS } from "./nav-items";

function MenuIcon({ open }: { open: boolean }) {
  return (
    <svg
      viewBox="0 0 24 24"
      aria-hidden="true"
      className="size-6"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
    >
      {open ? <path d="M6 6l12 12M18 6L6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
    </svg>
  );
}

/** The phone menu's panel: the toggle's address before the page's script runs (see HeaderNav). */
export const MENU_ID = "site-menu";

/**
 * Desktop navigation and the mobile menu. The menu closes on navigation, on Escape (focus goes
 * back to the toggle), on a click outside it and when the focus moves out of it.
 *
 * The toggle is a link to the panel acting as a button. Before the page's script runs (a slow
 * phone), or without it, a tap goes to `#site-menu` and CSS `:target` shows the panel, so the phone
 * can reach every page; a menu tapped open early is still open when the script starts, which then
 * takes the fragment off the address and owns the panel (the `hidden` attribute, not `:target`).
 */
export function HeaderNav() {
  const t = useTranslations("Nav");
  const pathname = usePathname() ?? "/";
  const [open, setOpen] = useState(false);
  const [openedOn, setOpenedOn] = useState(pathname);
  const toggleRef = useRef<HTMLAnchorElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const live = useAfterHydration();

  useEffect(() => {
    if (!live || window.location.hash !== `#${MENU_ID}`) return;
    // Tapped open before the script ran: keep it open, without the fragment (Back stays on the page).
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the address is only readable here
    setOpen(true);
    // No state of ours: the App Router then copies its own into the entry and takes the new address
    // as its own (with its state passed back, it would write the fragment back on its next update).
    window.history.replaceState(null, "", window.location.pathname + window.location.search);
  }, [live]);
  const toggle = () => {
    setOpenedOn(pathname);
    setOpen((v) => !v);
  };

  // Closing on navigation: derived during render rather than in an effect.
  if (open && openedOn !== pathname) setOpen(false);

  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== "Escape") return;
      setOpen(false);
      toggleRef.current?.focus();
    };
    const onPointer = (e: PointerEvent) => {
      const target = e.target as Node;
      if (!panelRef.current?.contains(target) && !toggleRef.current?.contains(target))
        setOpen(false);
    };
    // Tabbing on past the menu's last link closes it: the focus would be behind the open panel.
    const onFocus = (e: FocusEvent) => {
      const target = e.target as Node;
      if (!panelRef.current?.contains(target) && !toggleRef.current?.contains(target)) setOpen(false);
    };
    document.addEventListener("keydown", onKey);
    document.addEventListener("pointerdown", onPointer);
    document.addEventListener("focusin", onFocus);
    return () => {
      document.removeEventListener("keydown", onKey);
      document.removeEventListener("pointerdown", onPointer);
      document.removeEventListener("focusin", onFocus);
    };
  }, [open]);

  const link = (mobile: boolean) =>
    NAV_ITEMS.map((item) => {
      const current = isCurrentNav(item, pathname);
      // Named in app/globals.css: the links are drawn twice (wide and phone menus) on every page.
      const base = mobile ? "nav-link-phone" : "nav-link";
      const tone = current ? "nav-link-current" : "nav-link-other";
      return (
        <li key={item.href}>
          <Link
            href={item.href}
            aria-current={current ? "page" : undefined}
            className={`${base} ${tone}`}
          >
            {t(item.key)}
          </Link>
        </li>
      );
    });

  return (
    <>
      <nav aria-label={t("mainLabel")} className="hidden lg:block">
        <ul className="flex items-center gap-1">{link(false)}</ul>
      </nav>
      <a
        ref={toggleRef}
        href={`#${MENU_ID}`}
        role="button"
        className="text-brand-800 hover:bg-brand-50 inline-flex items-center gap-2 rounded-lg p-2 lg:hidden"
        aria-expanded={open}
        aria-controls={MENU_ID}
        onClick={(e) => {
          e.preventDefault();
          toggle();
        }}
        onKeyDown={pressOnSpace(toggle)}
      >
        <MenuIcon open={open} />
        <span className="sr-only">{open ? t("closeMenu") : t("openMenu")}</span>
      </a>
      <div
        ref={panelRef}
        id={MENU_ID}
        hidden={live ? !open : undefined}
        className={`absolute inset-x-0 top-full border-b border-stone-200 bg-white shadow-lg lg:hidden ${live ? "" : "hidden target:block"}`}
      >
        <nav aria-label={t("mobileLabel")}>
          <ul className="mx-auto max-w-7xl space-y-1 px-4 py-3">{link(true)}</ul>
        </nav>
      </div>
    </>
  );
}
