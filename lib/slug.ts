/**
 * URL slugs: lower-case, hyphenated, accents folded ("Ó Briain's Farm" → "o-briains-farm").
 * Pure; uniqueness against the database is the query modules' job.
 */
export const SLUG_MAX_LENGTH = 80;

export function slugify(text: string, fallback = "shop"): string {
  const slug = text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/['’‘`]/g, "")
    .replace(/&/g, " and ")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, SLUG_MAX_LENGTH)
    .replace(/-+$/g, "");
  return slug || fallback;
}

/**
 * The words that are addresses of their own beside a slug's: /api/farm-shops/{id or slug} has
 * /api/farm-shops/featured, …/search and the rest, /api/blog-posts/{slug} has …/featured. A shop
 * or post with one of them as its slug would be hidden there, so none is given one (a unit test
 * holds this list to the route folders).
 */
export const RESERVED_SLUGS: ReadonlySet<string> = new Set(["by-slugs", "facets", "featured", "map", "search", "with-events"]);

/** Candidates in order: the name, then name-town, then name-2, name-3, ... (never a reserved word). */
export function slugCandidates(name: string, qualifier: string | null | undefined, count = 20): string[] {
  const base = slugify(name);
  const out = RESERVED_SLUGS.has(base) ? [] : [base];
  if (qualifier) {
    const q = slugify(qualifier, "");
    if (q && !base.endsWith(`-${q}`) && base !== q) out.push(`${base}-${q}`.slice(0, SLUG_MAX_LENGTH));
  }
  for (let i = 2; out.length < count; i++) out.push(`${base}-${i}`);
  return out;
}

export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
