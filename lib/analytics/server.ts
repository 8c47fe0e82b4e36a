import "server-only";
import { startFlushing } from "./flush";
import { startSummaryScheduler } from "./summary-mail";

/** At server start: the timer that writes the counts, and the monthly summary mail's scheduler. */
export function startAnalytics(): void {
  startFlushing();
  startSummaryScheduler();
}
