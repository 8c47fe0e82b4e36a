"use client";

import { PageError } from "@/components/layout/page-error";
import "./globals.css";

/** A failure outside any page's frame (the root layout, a page's metadata): the same message, alone. */
export default function GlobalError({ error }: { error: Error & { digest?: string } }) {
  return (
    <html lang="en-IE">
      <body className="bg-stone-50 font-sans text-stone-900">
        <PageError reference={error.digest} />
      </body>
    </html>
  );
}
