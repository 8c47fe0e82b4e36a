import type en from "@/messages/en.json";

/** A month's key in the "Months" messages: its English name in lower case, as in /in-season/june. */
export type MonthKey = keyof (typeof en)["Months"];

/** A produce item's key in the "Produce" messages: its English name, as lib/season/produce.ts spells it. */
export type ProduceKey = keyof (typeof en)["Produce"];

/** A product's key in the "Products" messages: its stored (English) name, as lib/catalog spells it. */
export type ProductKey = keyof (typeof en)["Products"];
