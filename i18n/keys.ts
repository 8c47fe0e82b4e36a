import type en from "@/messages/en.json";

/** A month's key in the "Months" messages: its English name in lower case, as in /in-season/june. */
export type MonthKey = keyof (typeof en)["Months"];
