/**
 * Spaces requests to the geocoder at least `minIntervalMs` apart across the whole process (one
 * bulk run, a submission's background geocode and a second admin's run all share it): the public
 * Nominatim server allows one request a second. Kept on globalThis because Next.js may load this
 * module in more than one bundle.
 */
type LimiterState = { last: number; queue: Promise<void> };
const state = ((globalThis as { __geocoderLimiter?: LimiterState }).__geocoderLimiter ??= {
  last: 0,
  queue: Promise.resolve(),
});

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Resolves when it is this caller's turn to send one request. */
export function waitTurn(minIntervalMs: number): Promise<void> {
  const turn = state.queue.then(async () => {
    const wait = state.last + minIntervalMs - Date.now();
    if (wait > 0) await sleep(wait);
    state.last = Date.now();
  });
  state.queue = turn.catch(() => undefined);
  return turn;
}
