import "server-only";
import { sql } from "drizzle-orm";
import { getDb, queryRows } from "@/lib/db/client";
import { farmShops } from "@/lib/db/schema";
import { scopeCondition } from "./conditions";
import type { SearchQuery } from "./types";

/** Below this trigram similarity a word is not a spelling of another ("hony"/"honey" is 0.375). */
const MIN_SIMILARITY = 0.3;

/** Accents off and lower case, as farm_shops_fold does in the database. */
export function foldText(text: string): string {
  return text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();
}

/**
 * Close spellings for the words of a search that matched nothing: each word (letters only, three
 * or more) that is not itself a word of the directory's names, towns, counties, products and
 * services becomes the most similar one of them (pg_trgm similarity). Null when nothing changes.
 */
export async function correctWords(words: string[], query: Pick<SearchQuery, "scope">): Promise<string | null> {
  const db = await getDb();
  const scope = scopeCondition(query.scope) ?? sql`true`;
  let changed = false;
  const out: string[] = [];
  for (const word of words) {
    const folded = foldText(word);
    if (!/^[a-z]{3,40}$/.test(folded)) {
      out.push(word);
      continue;
    }
    const [best] = await queryRows<{ w: string }>(
      db,
      sql`with lexicon as (
            select distinct w from (
              select regexp_split_to_table(farm_shops_fold(${farmShops.name} || ' ' || ${farmShops.town} || ' ' || ${farmShops.county}
                || ' ' || array_to_string(${farmShops.products}, ' ') || ' ' || array_to_string(${farmShops.services}, ' ')), '[^a-z0-9]+') as w
              from ${farmShops} where ${scope}
            ) words where length(w) >= 3
          )
          select w from lexicon where similarity(w, ${folded}) >= ${MIN_SIMILARITY}
          order by similarity(w, ${folded}) desc, w limit 1`,
    );
    // The word itself is the closest when it is a word of the directory: nothing to correct.
    if (best && best.w !== folded) {
      out.push(best.w);
      changed = true;
    } else out.push(word);
  }
  return changed ? out.join(" ") : null;
}
