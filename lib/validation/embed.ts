import { z } from "@/lib/validation/zod";

/**
 * The options of a widget's address (/embed/shop/{slug}, /embed/county/{county}), shared by the
 * widgets' route handlers and the snippet builder on /embed. A value the widget does not know is
 * answered 400 with the reason, shown inside the frame, so that a typo in a pasted snippet is seen
 * at once rather than quietly drawn in the default look.
 */
export const EMBED_THEMES = ["light", "dark"] as const;
export const EMBED_LAYOUTS = ["card", "badge"] as const;
/** The widget's language: English, or Irish ("ga", as the site's /ga addresses). */
export const EMBED_LANGS = ["en", "ga"] as const;
export type EmbedTheme = (typeof EMBED_THEMES)[number];
export type EmbedLayout = (typeof EMBED_LAYOUTS)[number];
export type EmbedLang = (typeof EMBED_LANGS)[number];

/** At most this many products narrow a county widget. */
export const EMBED_PRODUCTS_MAX = 10;

const one = <T extends readonly [string, ...string[]]>(name: string, values: T) =>
  z.enum(values, { error: `${name} must be ${values.join(" or ")}` });

export const embedOptionsSchema = z.object({
  theme: one("theme", EMBED_THEMES).default("light"),
  layout: one("layout", EMBED_LAYOUTS).default("card"),
  lang: one("lang", EMBED_LANGS).default("en"),
  products: z
    .array(
      z
        .string()
        .trim()
        .min(1, "products must not be empty")
        .max(60, "products must be at most 60 characters")
        .refine((v) => !v.includes("\u0000"), "products contains a character that is not allowed"),
    )
    .max(EMBED_PRODUCTS_MAX, `At most ${EMBED_PRODUCTS_MAX} products`)
    .default([]),
});

export type EmbedOptions = z.output<typeof embedOptionsSchema>;

/**
 * The options of a widget's query. A parameter given twice is refused (only products may
 * repeat), and so is a shop's option on a county widget and a county's on a shop's; parameters a
 * widget does not read at all are left alone, as site builders add their own.
 */
export function parseEmbedOptions(params: URLSearchParams, { products }: { products: boolean }) {
  for (const name of ["theme", "layout", "lang"]) {
    if (params.getAll(name).length > 1) return { success: false as const, message: `Give ${name} once` };
  }
  if (!products && params.has("products")) return { success: false as const, message: "products is for county widgets only" };
  if (products && params.has("layout")) return { success: false as const, message: "layout is for shop widgets only" };
  const parsed = embedOptionsSchema.safeParse({
    theme: params.get("theme") ?? undefined,
    layout: params.get("layout") ?? undefined,
    lang: params.get("lang") ?? undefined,
    // Repeated, or separated by commas as the embed script's data-products is.
    products: params.getAll("products").flatMap((value) => value.split(",")),
  });
  if (!parsed.success) return { success: false as const, message: parsed.error.issues.map((i) => i.message).join("; ") };
  return { success: true as const, data: parsed.data };
}

const dimension = (name: string) =>
  z.coerce
    .number({ error: `${name} must be a number` })
    .int(`${name} must be a whole number of pixels`)
    .min(1, `${name} must be at least 1`)
    .max(10_000, `${name} must be at most 10000`)
    .optional();

/** GET /api/oembed's query (oEmbed 1.0): `format` xml is understood and answered 501. */
export const oembedQuerySchema = z.object({
  url: z
    .string({ error: "url is required: the address of a shop or county page" })
    .trim()
    .min(1, "url is required: the address of a shop or county page")
    .max(2000, "url must be at most 2000 characters"),
  format: z.enum(["json", "xml"], { error: "format must be json (xml is not supported)" }).default("json"),
  maxwidth: dimension("maxwidth"),
  maxheight: dimension("maxheight"),
});
