/**
 * The UTF-8 byte-order mark that starts the admin's CSV downloads (the Insights tables). Excel on
 * Windows opens a CSV without it as Windows-1252, so "Ó Súilleabháin's Orchard" shows as
 * "Ã“ SÃºilleabhÃ¡in's Orchard"; with it, as UTF-8. The public open-data export has none: other
 * programs read it, and a mark would become part of their first column's name. The site's own
 * import drops a mark (lib/import/decode.ts), so a copy saved by Excel goes back in as it is.
 */
export const CSV_BOM = "\uFEFF";
