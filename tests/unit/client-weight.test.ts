import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { filesUnder, importChain } from "../support/imports";

// What the public pages' client components import decides the JavaScript every visitor downloads.
// Two modules must stay out of it: the schema library (lib/validation/zod.ts, most of a page's
// script once bundled), wanted only by the forms that validate with it, and the proxy's routing
// decision (lib/routes/index.ts re-exports resolve.ts, which reads the search schema): client
// code builds addresses with lib/routes/paths.ts and lib/search/addresses.ts instead.

const ROOT = path.resolve(__dirname, "../..");

/** The modules under `dir` that start with "use client". */
const clientModules = (dir: string) =>
  filesUnder(ROOT, dir).filter((file) => /\.tsx?$/.test(file) && /^["']use client["']/.test(readFileSync(path.join(ROOT, file), "utf8").trimStart()));

// Forms validate with the shared schema by design (the submission form's page, the report form
// loaded only when opened): they may carry it.
const publicClientModules = [...clientModules("components"), ...clientModules("app/[locale]/(public)")].filter((file) => !file.endsWith("-form.tsx"));

describe("the public pages' client code", () => {
  it("is found: the shop page's save button and the search page's controls are among the modules checked", () => {
    expect(publicClientModules).toContain("components/saved/save-button.tsx");
    expect(publicClientModules).toContain("components/search/search-controls.tsx");
    // The check can fail: a form does reach the schema library.
    expect(importChain(ROOT, "app/[locale]/(public)/submit/_components/submit-shop-form.tsx", "lib/validation/zod.ts")).not.toBeNull();
  });

  it.each(["lib/validation/zod.ts", "lib/routes/index.ts"])("does not import %s, directly or through another module", (target) => {
    // A dynamic import() is loaded apart, when it is needed (the report form, once opened).
    const offenders = publicClientModules.map((file) => importChain(ROOT, file, target, { dynamic: false })).filter((chain) => chain !== null);
    expect(offenders.map((chain) => chain.join(" → "))).toEqual([]);
  });

  it("reaches the report form's schema only through its dynamic import", () => {
    const button = "app/[locale]/(public)/shop/[id]/_components/report-problem.tsx";
    expect(importChain(ROOT, button, "lib/validation/zod.ts")).not.toBeNull();
    expect(importChain(ROOT, button, "lib/validation/zod.ts", { dynamic: false })).toBeNull();
  });

  // A browser's first number or date format loads its locale (and time-zone) data: 15–40 ms on this
  // machine, a long task of 100 ms or more on a mid-range phone. Public client components write
  // counts and dates out (lib/format.ts, lib/time.ts) instead of formatting them while they render.
  it("formats no numbers or dates with the browser's locale data", () => {
    const localeFormat = /\.toLocale(?:Date|Time)?String\(|\bIntl\.\w+/;
    const offenders = publicClientModules.filter((file) => localeFormat.test(readFileSync(path.join(ROOT, file), "utf8")));
    expect(offenders).toEqual([]);
    // The check can fail: the format it looks for is the one the search's filter chips used.
    expect(localeFormat.test('`(${f.count.toLocaleString("en-IE")})`')).toBe(true);
  });
});
