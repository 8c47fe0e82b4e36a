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

/** Candidates in order: the name, then name-town, then name-2, name-3, ... */
export function slugCandidates(name: string, qualifier: string | null | undefined, count = 20): string[] {
  const base = slugify(name);
  const out = [base];
  if (qualifier) {
    const q = slugify(qualifier, "");
    if (q && !base.endsWith(`-${q}`) && base !== q) out.push(`${base}-${q}`.slice(0, SLUG_MAX_LENGTH));
  }
  for (let i = 2; out.length < count; i++) out.push(`${base}-${i}`);
  return out;
}

export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
