/**
 * Long imports share the server's one event loop with the pages it serves. Their loops (reading,
 * checking and matching 20,000 rows) call `pause()` after each step: once `budgetMs` of work has
 * run since the last pause, it waits for the loop to serve what is queued (setImmediate) before
 * going on. The work and its result are the same; only its timing changes.
 */
export function slicer(budgetMs = 20): () => Promise<void> | undefined {
  let since = performance.now();
  return () => {
    if (performance.now() - since < budgetMs) return undefined;
    return new Promise<void>((resolve) =>
      setImmediate(() => {
        since = performance.now();
        resolve();
      }),
    );
  };
}
