"use client";

import { type ComponentProps, type ComponentType, useEffect, useState } from "react";
import type { Toaster } from "sonner";

type ToasterComponent = ComponentType<ComponentProps<typeof Toaster>>;

/**
 * Toasts of spec section 9: one at a time, 5000 ms, swipe right to dismiss, F8 moves focus to
 * them. sonner is fetched after hydration, so that it stays out of every page's first-load
 * JavaScript; client components call `toast()` from "sonner" (or `import("sonner")` on demand).
 */
export function AppToaster() {
  const [Sonner, setSonner] = useState<ToasterComponent | null>(null);
  useEffect(() => {
    void import("sonner").then((m) => setSonner(() => m.Toaster));
  }, []);
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
