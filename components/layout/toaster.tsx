"use client";

import { usePathname } from "next/navigation";
import { useTranslations } from "next-intl";
import { type ComponentProps, type ComponentType, useEffect, useState } from "react";
import type { toast as Toast, Toaster } from "sonner";

type ToasterComponent = ComponentType<ComponentProps<typeof Toaster>>;

let markReady: () => void = () => undefined;
/** Resolves once the toaster listens: a toast sent earlier would be lost. */
export const toasterReady = new Promise<void>((resolve) => (markReady = resolve));
/** Starts fetching the toaster now (set by AppToaster once it is mounted). */
let startToaster: () => void = () => undefined;

/**
 * sonner's `toast`, fetched on demand so that a page whose only toast follows a click (Share)
 * does not carry sonner in its first load. Waits (at most 3 s) until the toaster listens.
 */
export async function loadToast(): Promise<typeof Toast> {
  startToaster();
  const [{ toast }] = await Promise.all([
    import("sonner"),
    Promise.race([toasterReady, new Promise((resolve) => setTimeout(resolve, 3000))]),
  ]);
  return toast;
}

/** Forms whose code calls sonner's `toast()` itself: the toaster must be listening from the start. */
const TOASTING_AREAS = /^(\/ga)?\/(admin|owner|submit)(\/|$)/;

/**
 * Toasts: one at a time, 5000 ms, swipe right to dismiss, F8 moves focus to them. sonner stays
 * out of every page's first-load JavaScript. On public pages it is fetched at the visitor's first
 * touch or key, or when a toast is asked for (loadToast): fetched and drawn at the load event, it
 * was a main-thread task of about 100 ms (at Lighthouse's throttling) in the middle of the page's
 * start. In the admin, owner and submission areas it is fetched once the page has loaded, since
 * their code calls `toast()` from "sonner" directly; code that may run very early awaits
 * `toasterReady` first.
 */
export function AppToaster() {
  const t = useTranslations("Toaster");
  const [Sonner, setSonner] = useState<ToasterComponent | null>(null);
  const eager = TOASTING_AREAS.test(usePathname() ?? "");

  useEffect(() => {
    let started = false;
    const load = () => {
      if (started) return;
      started = true;
      void import("sonner").then((m) => setSonner(() => m.Toaster));
    };
    startToaster = load;
    if (eager && document.readyState === "complete") load();
    const events = eager ? (["load", "pointerdown", "keydown"] as const) : (["pointerdown", "keydown"] as const);
    for (const e of events) window.addEventListener(e, load, { once: true, capture: true });
    return () => {
      for (const e of events) window.removeEventListener(e, load, { capture: true });
    };
  }, [eager]);

  // Children's effects run first: by now sonner's Toaster has subscribed.
  useEffect(() => {
    if (Sonner) markReady();
  }, [Sonner]);

  if (!Sonner) return null;
  return (
    <Sonner
      visibleToasts={1}
      duration={5000}
      hotkey={["F8"]}
      swipeDirections={["right"]}
      position="bottom-right"
      closeButton
      richColors
      // sonner's own names are English ("Notifications F8", "Close toast"): the page's language's.
      containerAriaLabel={t("region")}
      toastOptions={{ closeButtonAriaLabel: t("close") }}
    />
  );
}
