import "server-only";
import { cachedRead } from "@/lib/cache/cached-read";
import { CACHE_TAGS } from "@/lib/cache/tags";
import { produceIn } from "./produce";
import { listSeasonCandidates } from "./queries";
import { seasonView } from "./shops";

/**
 * A month's produce and the shops shown with it, for its page. The view is kept, not the shops it
 * was chosen from: its size is bounded by the month's items whatever the number of shops. Keyed
 * by the Irish date, on which "open this month" depends.
 */
export const getSeasonView = cachedRead("season:view", [CACHE_TAGS.shops], async (month: number, today: string) =>
  seasonView(month, await listSeasonCandidates(produceIn(month)), today),
);
