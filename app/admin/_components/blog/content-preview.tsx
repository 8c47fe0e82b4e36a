"use client";

import { useMemo } from "react";
import { renderContent } from "@/lib/posts/render";

/** The post body as the public page shows it: light markup to sanitized HTML. */
export function ContentPreview({ text, id }: { text: string; id: string }) {
  const html = useMemo(() => renderContent(text), [text]);
  return (
    <div
      id={id}
      aria-label="Content preview"
      role="region"
      className="[&_a]:text-brand-700 [&_blockquote]:border-brand-600 min-h-48 rounded-b-md border border-stone-300 bg-white px-4 py-3 text-stone-800 [&_a]:underline [&_blockquote]:my-3 [&_blockquote]:border-l-4 [&_blockquote]:pl-4 [&_blockquote]:italic [&_h2]:mt-4 [&_h2]:mb-2 [&_h2]:text-2xl [&_h2]:font-bold [&_h3]:mt-4 [&_h3]:mb-2 [&_h3]:text-xl [&_h3]:font-semibold [&_h4]:mt-3 [&_h4]:mb-1 [&_h4]:text-lg [&_h4]:font-semibold [&_li]:my-1 [&_ol]:my-3 [&_ol]:list-decimal [&_ol]:pl-6 [&_p]:my-3 [&_ul]:my-3 [&_ul]:list-disc [&_ul]:pl-6"
      dangerouslySetInnerHTML={{ __html: html || "<p><em>Nothing to preview yet.</em></p>" }}
    />
  );
}
