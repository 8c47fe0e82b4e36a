"use client";

import { Share2 } from "lucide-react";
import { loadToast } from "@/components/layout/toaster";

/**
 * Shares the post with the device share sheet where there is one; otherwise, or when sharing
 * fails, copies the link. A dismissed share sheet is the visitor's choice, not a failure.
 * sonner is fetched only for the toast (not in the page's first load); the link is copied first,
 * while the click still counts as the visitor's gesture.
 */
export function ShareButton({ title, text }: { title: string; text: string }) {
  async function copyLink(url: string) {
    let copied = true;
    try {
      await navigator.clipboard.writeText(url);
    } catch {
      copied = false;
    }
    const toast = await loadToast();
    if (copied)
      toast.success("Link copied!", {
        description: "Blog post URL has been copied to your clipboard.",
      });
    else toast.error("Failed to copy link to clipboard.");
  }

  async function share() {
    const url = window.location.href;
    if (typeof navigator.share === "function") {
      try {
        await navigator.share({ title, text, url });
        return;
      } catch (err) {
        if (err instanceof DOMException && err.name === "AbortError") return;
      }
    }
    await copyLink(url);
  }

  return (
    <button
      type="button"
      onClick={() => void share()}
      className="text-brand-700 ring-brand-100 hover:bg-brand-50 inline-flex items-center gap-2 rounded-lg bg-white px-4 py-2 text-sm font-semibold shadow-sm ring-1 transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
    >
      <Share2 aria-hidden="true" className="size-4" />
      Share
    </button>
  );
}
