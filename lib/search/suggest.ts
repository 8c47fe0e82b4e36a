import "server-only";
import { sql, type SQL } from "drizzle-orm";
import { getDb, queryRows } from "@/lib/db/client";
import type { SearchQuery } from "./types";

/**
 * Below this trigram similarity a word is not a spelling of another ("hony"/"honey" is 0.375).
 * The same as pg_trgm's default `similarity_threshold`, which the `%` operator (and so the index) uses.
 * Short words reach it against longer ones that share their ends ("kale"/"kinsale" is exactly 0.3),
 * so a spelling may also differ in length by one letter, or a quarter of the word's letters.
 */
const MIN_SIMILARITY = 0.3;

/** Accents off and lower case, as farm_shops_fold does in the database. */
export function foldText(text: string): string {
  return text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();
}

/** The words of a search that may be corrected: letters only (folded), three to forty of them. */
function correctable(words: string[]) {
  return words.map((word, i) => ({ i, word, folded: foldText(word) })).filter((w) => /^[a-z]{3,40}$/.test(w.folded));
}

/**
 * Close spellings for the words of a public search that matched nothing, as one SQL expression:
 * each word (letters only, three or more) becomes the most similar word of the public shops'
 * names, towns, counties, products and services (a text[], a null where none is close, in the
 * order of the correctable words). The words come from the search_words dictionary (kept by
 * triggers on farm_shops) through its trigram index: a few index lookups, whatever the size of the
 * directory. Null when there is nothing to ask: another scope (the dictionary holds public shops'
 * words only), or no correctable word. The search reads it in its own statement, only when it
 * matched nothing (lib/search/search.ts); `correctWords` alone reads it in one of its own.
 */
export function closestWords(words: string[], query: Pick<SearchQuery, "scope">): SQL | null {
  if (query.scope !== "approved") return null;
  const folded = correctable(words).map((w) => w.folded);
  if (folded.length === 0) return null;
  return sql`(select array_agg((
          select s.word from search_words s
          where s.word % a.asked and similarity(s.word, a.asked) >= ${MIN_SIMILARITY}
            -- A misspelling drops or adds a letter or two, not a syllable ("kale" is not "kinsale").
            and abs(length(s.word) - length(a.asked)) <= greatest(1, length(a.asked) / 4)
          order by s.word <-> a.asked, s.word limit 1
        ) order by a.n)
        from unnest(${sql`array[${sql.join(folded.map((f) => sql`${f}`), sql`, `)}]::text[]`}) with ordinality as a(asked, n))`;
}

/** The corrected text from `closestWords`' answer; null when no word changes. */
export function correctedText(words: string[], closest: (string | null)[]): string | null {
  let changed = false;
  const out = [...words];
  correctable(words).forEach(({ i, folded }, k) => {
    const found = closest[k];
    // The word itself is the closest when it is a word of the directory: nothing to correct.
    if (found && found !== folded) {
      out[i] = found;
      changed = true;
    }
  });
  return changed ? out.join(" ") : null;
}

/** The corrected text of a search's words (closestWords, read alone); null when nothing changes. */
export async function correctWords(words: string[], query: Pick<SearchQuery, "scope">): Promise<string | null> {
  const closest = closestWords(words, query);
  if (!closest) return null;
  const [row] = await queryRows<{ closest: (string | null)[] | null }>(await getDb(), sql`select ${closest} as closest`);
  return correctedText(words, row?.closest ?? []);
}
