"use client";

import { PageErrorView } from "@/components/layout/page-error-view";
import "./globals.css";

/**
 * Shown when the root layout itself failed, which also provides the messages: this one screen
 * cannot read them, so it carries its own English words (the site's default language).
 */
const TEXTS = {
  title: "This page could not be shown just now",
  body: "The site is very busy at the moment. Nothing you did caused this. Please try again in a moment.",
  retry: "Try again",
  reference: (reference: string) => `Reference: ${reference}`,
};

/** A failure outside any page's frame (the root layout, a page's metadata): the same message, alone. */
export default function GlobalError({ error }: { error: Error & { digest?: string } }) {
  return (
    <html lang="en-IE">
      <body className="bg-stone-50 font-sans text-stone-900">
        <PageErrorView reference={error.digest} texts={TEXTS} />
      </body>
    </html>
  );
}
