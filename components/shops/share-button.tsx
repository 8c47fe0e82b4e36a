"use client";

import { Share2 } from "lucide-react";
import { loadToast } from "@/components/layout/toaster";

/**
 * Share Shop: the device's share sheet when there is one (name, description, current address),
 * else the address is copied with a toast. sonner is imported on demand (not in the first load).
 */
export function ShareButton({
  title,
  text,
  className = "",
}: {
  title: string;
  text: string;
  className?: string;
}) {
  const onClick = async () => {
    const url = window.location.href;
    if (typeof navigator.share === "function") {
      try {
        await navigator.share({ title, text, url });
        return;
      } catch (err) {
        // The visitor closed the share sheet: nothing to report.
        if (err instanceof DOMException && err.name === "AbortError") return;
      }
    }
    const toast = await loadToast();
    try {
      await navigator.clipboard.writeText(url);
      toast.success("Link copied", { description: "The shop's address is on your clipboard." });
    } catch {
      toast.error("Could not copy the link", { description: url });
    }
  };
  return (
    <button type="button" onClick={() => void onClick()} className={className}>
      <Share2 aria-hidden="true" className="size-4" />
      Share Shop
    </button>
  );
}
