"use client";

import dynamic from "next/dynamic";

// sonner is loaded after hydration so that it stays out of every page's first-load JavaScript.
// Client components call `toast()` from "sonner" (or `import("sonner")` on demand).
const Sonner = dynamic(() => import("sonner").then((m) => m.Toaster), { ssr: false });

/** Toasts of spec section 9: one at a time, 5000 ms, swipe right to dismiss, F8 moves focus to them. */
export function AppToaster() {
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
