"use client";

import { type ComponentProps, type ComponentType, useEffect, useState } from "react";
import type { toast as Toast, Toaster } from "sonner";

type ToasterComponent = ComponentType<ComponentProps<typeof Toaster>>;

let markReady: () => void = () => undefined;
/** Resolves once the toaster listens: a toast sent earlier would be lost. */
export const toasterReady = new Promise<void>((resolve) => (markReady = resolve));

/**
 * sonner's `toast`, fetched on demand so that a page whose only toast follows a click (Share)
 * does not carry sonner in its first load. Waits (at most 3 s) until the toaster listens.
 */
export async function loadToast(): Promise<typeof Toast> {
  const [{ toast }] = await Promise.all([
    import("sonner"),
    Promise.race([toasterReady, new Promise((resolve) => setTimeout(resolve, 3000))]),
  ]);
  return toast;
}

/**
 * Toasts: one at a time, 5000 ms, swipe right to dismiss, F8 moves focus to
 * them. sonner is fetched once the page has loaded (or at the visitor's first touch or key), so
 * that it stays out of every page's first-load JavaScript. Client components call `toast()` from
 * "sonner"; code that may run very early awaits `toasterReady` first.
 */
export function AppToaster() {
  const [Sonner, setSonner] = useState<ToasterComponent | null>(null);

  useEffect(() => {
    let started = false;
    const load = () => {
      if (started) return;
      started = true;
      void import("sonner").then((m) => setSonner(() => m.Toaster));
    };
    if (document.readyState === "complete") load();
    const events = ["load", "pointerdown", "keydown"] as const;
    for (const e of events) window.addEventListener(e, load, { once: true, capture: true });
    return () => {
      for (const e of events) window.removeEventListener(e, load, { capture: true });
    };
  }, []);

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
    />
  );
}
