/** Meta descriptions: 150-160 characters, cut at 155 plus "..." when longer. */
export const META_MIN = 150;
export const META_MAX = 160;

/** What a short description is filled out with, in the page's language. */
const PADDING = {
  "en-IE": " Discover local farm shops, fresh produce and farm events across Ireland.",
  "ga-IE": " Aimsigh siopaí feirme áitiúla, táirgí úra agus imeachtaí feirme ar fud na hÉireann.",
} as const;

export function metaDescription(text: string, locale: keyof typeof PADDING = "en-IE"): string {
  let out = text.replace(/\s+/g, " ").trim();
  if (out.length > META_MAX) return `${out.slice(0, 155).trimEnd()}...`;
  if (out.length < META_MIN) {
    out = `${out}${PADDING[locale]}`.trim();
    if (out.length > META_MAX) out = `${out.slice(0, 155).trimEnd()}...`;
  }
  return out;
}

/** County pages cut at 157 plus an ellipsis. */
export function countyMetaDescription(text: string): string {
  const out = text.replace(/\s+/g, " ").trim();
  return out.length > 160 ? `${out.slice(0, 157).trimEnd()}…` : out;
}
