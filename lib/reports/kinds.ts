/** What a visitor can report about a listing, and where a report stands. Shared by the table, the API and the forms. */
export const REPORT_KINDS = ["hours", "closed", "location", "contact", "other"] as const;
export const REPORT_STATUSES = ["open", "resolved", "dismissed"] as const;
export type ReportKind = (typeof REPORT_KINDS)[number];
export type ReportStatus = (typeof REPORT_STATUSES)[number];
