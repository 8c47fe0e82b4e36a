"use client";

import { useId, useState } from "react";
import { iframeSnippet, scriptSnippet, type EmbedLook, type EmbedTarget } from "@/lib/embed/snippet";

type Kind = "script" | "iframe";

/** The snippet's words (messages "Embed.snippet" on /embed). */
export type EmbedSnippetText = Record<"legend" | "script" | "iframe" | "codeLabel" | "copy" | "copied" | "copyByHand", string>;

/**
 * The English words, for a page that passes none. The same as "Embed.snippet" in
 * messages/en.json, which /embed and the owner's page (/owner, /ga/owner) pass.
 */
const ENGLISH: EmbedSnippetText = {
  legend: "Snippet",
  script: "Script and div (the height fits the widget)",
  iframe: "Iframe only (for builders that allow no scripts)",
  codeLabel: "The snippet to paste into your website",
  copy: "Copy",
  copied: "Copied to the clipboard",
  copyByHand: "Press Ctrl+C (⌘C on a Mac) to copy the selected snippet",
};

/**
 * The snippet a site owner pastes into their own site, in its two forms, with a Copy button:
 * the embed script and a div (the frame's height follows the widget), or a plain iframe (for
 * builders that allow no scripts). Used by /embed and by the owner's edit page.
 */
export function EmbedSnippet({
  site,
  target,
  look,
  title,
  text = ENGLISH,
}: {
  site: string;
  target: EmbedTarget;
  look: EmbedLook;
  title: string;
  text?: EmbedSnippetText;
}) {
  const [kind, setKind] = useState<Kind>("script");
  const id = useId();
  const code = kind === "script" ? scriptSnippet(site, target, look, title) : iframeSnippet(site, target, look, title);
  // What the last Copy did, and to which text: once the snippet changes (its form, or the shop,
  // county, theme or layout chosen above it), the status no longer speaks of the text shown.
  const [copy, setCopy] = useState<{ code: string; result: "yes" | "no" } | null>(null);
  const copied = copy?.code === code ? copy.result : null;

  async function copyCode() {
    try {
      await navigator.clipboard.writeText(code);
      setCopy({ code, result: "yes" });
    } catch {
      // No clipboard (an insecure page, a refused permission): the text is selected for Ctrl+C.
      (document.getElementById(`${id}-code`) as HTMLTextAreaElement | null)?.select();
      setCopy({ code, result: "no" });
    }
  }

  return (
    <div className="space-y-3" data-embed-snippet>
      <fieldset className="flex flex-wrap gap-x-5 gap-y-2 text-sm">
        <legend className="mb-1 font-semibold text-stone-900">{text.legend}</legend>
        {(
          [
            ["script", text.script],
            ["iframe", text.iframe],
          ] as const
        ).map(([value, label]) => (
          <label key={value} className="inline-flex items-center gap-2">
            <input type="radio" name={`${id}-kind`} value={value} checked={kind === value} onChange={() => setKind(value)} />
            {label}
          </label>
        ))}
      </fieldset>
      <label htmlFor={`${id}-code`} className="sr-only">
        {text.codeLabel}
      </label>
      <textarea
        id={`${id}-code`}
        readOnly
        value={code}
        rows={kind === "script" ? 3 : 4}
        className="w-full rounded-lg border border-stone-300 bg-stone-50 p-3 font-mono text-xs text-stone-900"
        onFocus={(e) => e.currentTarget.select()}
      />
      <div className="flex items-center gap-3">
        <button
          type="button"
          onClick={() => void copyCode()}
          className="bg-brand-600 hover:bg-brand-700 rounded-full px-5 py-2 text-sm font-semibold text-white"
        >
          {text.copy}
        </button>
        <span role="status" className="text-sm text-stone-700">
          {copied === "yes" ? text.copied : copied === "no" ? text.copyByHand : ""}
        </span>
      </div>
    </div>
  );
}
