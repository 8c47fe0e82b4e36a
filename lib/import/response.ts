import type { ImportOutcome } from "./commands";

/**
 * The answer of POST /api/admin/import (and the CLI's summary): the counts, every error, the batch,
 * and each row as the preview table shows it.
 */
export function importAnswer({ file, plan, batchId, geocodeQueued }: ImportOutcome) {
  return {
    new: plan.counts.new,
    updated: plan.counts.updated,
    unchanged: plan.counts.unchanged,
    duplicates: plan.counts.duplicates,
    errors: plan.errors,
    batchId,
    format: file.format,
    columns: file.columns,
    geocodeQueued,
    rows: plan.rows.map((r) => ({
      line: r.line,
      name: r.name,
      status: r.status,
      match: r.match,
      changes: r.changes,
      kept: r.kept,
      choice: r.choice,
      sourceId: r.sourceId,
      town: r.town,
      county: r.county,
      point: r.point,
      countyUnsettled: r.countyUnsettled,
      townMissing: r.townMissing,
      placeFromDirectory: r.placeFromDirectory,
      hoursNote: r.hoursNote,
      errors: r.errors,
    })),
  };
}
export type ImportAnswer = ReturnType<typeof importAnswer>;

/** `import: 3 new, 1 updated, 0 unchanged, 1 duplicates, 2 errors` then one line per error. */
export function importSummaryLines(answer: Pick<ImportAnswer, "new" | "updated" | "unchanged" | "duplicates" | "errors">): string[] {
  return [
    `import: ${answer.new} new, ${answer.updated} updated, ${answer.unchanged} unchanged, ${answer.duplicates} duplicates, ${answer.errors.length} errors`,
    ...answer.errors.map((e) => `line ${e.line}, column ${e.column}: ${e.message}`),
  ];
}
