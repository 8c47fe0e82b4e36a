import { listClosedShopKeys } from "@/lib/shops/status";

/**
 * Which shop addresses answer 410 Gone. A rendered page cannot choose that status, so the proxy
 * asks here and rewrites a closed shop's address to its "closed" page with status 410. The list
 * is kept in memory for a few seconds (one query per interval, not one per shop page, and the
 * kept list answers while the next loads); a close or reopen on this instance forgets it at
 * once, other instances catch up within the interval.
 */
const TTL_MS = 10_000;

type State = { keys: Set<string> | null; loadedAt: number; loading: Promise<Set<string>> | null };
const state: State = ((globalThis as { __closedShops?: State }).__closedShops ??= { keys: null, loadedAt: 0, loading: null });

export function forgetClosedShops(): void {
  state.keys = null;
}

export async function isClosedShopKey(idOrSlug: string): Promise<boolean> {
  if (!state.keys || Date.now() - state.loadedAt > TTL_MS) {
    state.loading ??= listClosedShopKeys()
      .then((keys) => {
        state.keys = new Set(keys);
        state.loadedAt = Date.now();
        return state.keys;
      })
      .finally(() => {
        state.loading = null;
      });
    // A list a few seconds old still answers while the next one loads: a shop page (served from
    // the page cache) never waits for a busy database. Only a forgotten or first list is awaited.
    if (state.keys) state.loading.catch(() => undefined);
    else await state.loading;
  }
  const keys = state.keys;
  return Boolean(keys && (keys.has(idOrSlug) || keys.has(idOrSlug.toLowerCase())));
}
