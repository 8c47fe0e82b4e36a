"use client";

import { Toaster } from "sonner";

/**
 * TEMPORARY: lets /submit and /admin show toasts before the root layout mounts the site-wide
 * <Toaster/>. Remove its two uses (app/(public)/submit/page.tsx, app/admin/layout.tsx) and this
 * file once app/layout.tsx has one, or every toast shows twice. Settings are those of spec section 9.
 */
export function TemporaryToaster() {
  return (
    <Toaster
      visibleToasts={1}
      duration={5000}
      hotkey={["F8"]}
      swipeDirections={["right"]}
      position="bottom-right"
      richColors
      closeButton
    />
  );
}
