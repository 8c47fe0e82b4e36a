import type { ImportOutcome } from "./commands";
import type { MatchReason } from "./match";

/** Why a row matched a shop of the directory, as the preview and the command line say it: "same source", "same phone"… */
export const matchReasonText = (reason: MatchReason) => (reason === "source" ? "same source" : `same ${reason}`);

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

/**
 * `import: 3 new, 1 updated, 0 unchanged, 1 duplicates, 2 errors`, then the columns not imported
 * (none said when there are none), one line per error and one per possible duplicate left alone
 * (the command line makes no choice for them).
 */
export function importSummaryLines(answer: Pick<ImportAnswer, "new" | "updated" | "unchanged" | "duplicates" | "errors" | "rows" | "columns">): string[] {
  // A spreadsheet's columns the importer does not know (the Import tab shows them for mapping).
  const unread = answer.columns.filter((c) => c.field === null && c.header.trim() !== "").map((c) => `"${c.header}"`);
  return [
    `import: ${answer.new} new, ${answer.updated} updated, ${answer.unchanged} unchanged, ${answer.duplicates} duplicates, ${answer.errors.length} errors`,
    ...(unread.length ? [`columns not imported: ${unread.join(", ")} (--map "Header=field" imports one)`] : []),
    ...answer.errors.map((e) => `line ${e.line}, column ${e.column}: ${e.message}`),
    ...answer.rows.flatMap((r) =>
      r.status === "duplicate" && r.match ? [`line ${r.line}: "${r.name}" looks like "${r.match.name}" (${matchReasonText(r.match.reason)}), left alone`] : [],
    ),
  ];
}
