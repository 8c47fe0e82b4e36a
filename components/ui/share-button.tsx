"use client";

import { Icon } from "@/components/ui/icon";
import { loadToast } from "@/components/layout/toaster";

/** What the toast says after a copy: the title, and optionally a line below it. */
export type ShareToasts = {
  copied: string;
  copiedDetail?: string;
  failed: string;
  /** Put the address itself below the failure, so that it can be copied by hand. */
  failedShowsAddress?: boolean;
};

/**
 * Shares the current page with the device's share sheet where there is one; otherwise, or when
 * sharing fails, copies the address. A dismissed share sheet is the visitor's choice, not a
 * failure. The address is copied before anything else is awaited, while the click still counts as
 * the visitor's gesture; sonner is fetched only for the toast (not in the page's first load).
 */
export function ShareButton({
  title,
  text,
  label,
  toasts,
  className,
  url,
  action,
}: {
  /** The address to share; the current page's when not given. */
  url?: string;
  title: string;
  text: string;
  label: string;
  toasts: ShareToasts;
  className: string;
  /** Counted as this tap (data-a) for the shop named by the nearest data-a-shop. */
  action?: string;
}) {
  async function copyAddress(url: string) {
    let copied = true;
    try {
      await navigator.clipboard.writeText(url);
    } catch {
      copied = false;
    }
    const toast = await loadToast();
    if (copied)
      toast.success(
        toasts.copied,
        toasts.copiedDetail ? { description: toasts.copiedDetail } : undefined,
      );
    else toast.error(toasts.failed, toasts.failedShowsAddress ? { description: url } : undefined);
  }

  async function share() {
    const address = url ?? window.location.href;
    if (typeof navigator.share === "function") {
      try {
        await navigator.share({ title, text, url: address });
        return;
      } catch (err) {
        if (err instanceof DOMException && err.name === "AbortError") return;
      }
    }
    await copyAddress(address);
  }

  return (
    <button type="button" onClick={() => void share()} className={className} data-a={action}>
      <Icon name="share-2" className="size-4" />
      {label}
    </button>
  );
}
