import "server-only";
import { sql } from "drizzle-orm";
import { getDb, queryRows } from "@/lib/db/client";
import type { SearchQuery } from "./types";

/**
 * Below this trigram similarity a word is not a spelling of another ("hony"/"honey" is 0.375).
 * The same as pg_trgm's default `similarity_threshold`, which the `%` operator (and so the index) uses.
 */
const MIN_SIMILARITY = 0.3;

/** Accents off and lower case, as farm_shops_fold does in the database. */
export function foldText(text: string): string {
  return text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();
}

/**
 * Close spellings for the words of a public search that matched nothing: each word (letters only,
 * three or more) that is not itself a word of the public shops' names, towns, counties, products
 * and services becomes the most similar one of them. The words come from the search_words
 * dictionary (kept by triggers on farm_shops) through its trigram index: a few index lookups, one
 * query for every word, whatever the size of the directory. Null when nothing changes, and for
 * any other scope (the dictionary holds public shops' words only).
 */
export async function correctWords(words: string[], query: Pick<SearchQuery, "scope">): Promise<string | null> {
  if (query.scope !== "approved") return null;
  const asked = words.map((word, i) => ({ i, word, folded: foldText(word) })).filter((w) => /^[a-z]{3,40}$/.test(w.folded));
  if (asked.length === 0) return null;
  const db = await getDb();
  const folded = asked.map((w) => w.folded);
  const rows = await queryRows<{ asked: string; best: string | null }>(
    db,
    sql`select a.asked, (
          select s.word from search_words s
          where s.word % a.asked and similarity(s.word, a.asked) >= ${MIN_SIMILARITY}
          order by s.word <-> a.asked, s.word limit 1
        ) as best
        from unnest(${sql`array[${sql.join(folded.map((f) => sql`${f}`), sql`, `)}]::text[]`}) as a(asked)`,
  );
  const best = new Map(rows.map((r) => [r.asked, r.best]));
  let changed = false;
  const out = [...words];
  for (const { i, folded: f } of asked) {
    const found = best.get(f);
    // The word itself is the closest when it is a word of the directory: nothing to correct.
    if (found && found !== f) {
      out[i] = found;
      changed = true;
    }
  }
  return changed ? out.join(" ") : null;
}
