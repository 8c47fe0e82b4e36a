import type { Locale } from "@/i18n/config";

/**
 * The language an owner's mails are written in: the language of the page they submitted or edited
 * the listing on. The site's own forms say it in `Accept-Language` (lib/api-client.ts sends the
 * page's `lang`); another client may too. Pure.
 */

/**
 * The site's language that `Accept-Language` prefers: Irish when "ga" ranks above English (by its
 * q-value, then by order), English when English does; null when the header names neither (or is
 * absent), so that a caller can keep the language it has.
 */
export function requestedLanguage(header: string | null | undefined): Locale | null {
  let best: { locale: Locale; q: number } | null = null;
  for (const part of (header ?? "").split(",")) {
    const [tag = "", ...params] = part.trim().split(";");
    const primary = tag.trim().toLowerCase().split("-")[0];
    const locale: Locale | null = primary === "ga" ? "ga-IE" : primary === "en" ? "en-IE" : null;
    if (!locale) continue;
    const qParam = params.map((p) => p.trim().toLowerCase()).find((p) => p.startsWith("q="));
    const q = qParam === undefined ? 1 : Number(qParam.slice(2));
    if (!Number.isFinite(q) || q <= 0 || q > 1) continue;
    if (!best || q > best.q) best = { locale, q };
  }
  return best?.locale ?? null;
}
