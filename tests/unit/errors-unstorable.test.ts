import { describe, expect, it } from "vitest";
import { AppError, toAppError } from "@/lib/errors";

/** A driver error as Drizzle wraps it: the Postgres code sits on the cause. */
function wrapped(code: string): Error {
  return new Error("Failed query: select 1", { cause: Object.assign(new Error("driver error"), { code }) });
}

describe("toAppError: text the database cannot hold", () => {
  it("a NUL byte (22021) or an untranslatable character (22P05) is the caller's 400", () => {
    for (const code of ["22021", "22P05"]) {
      const e = toAppError(wrapped(code));
      expect(e).toBeInstanceOf(AppError);
      expect(e.status).toBe(400);
      expect(e.message).toMatch(/NUL byte/);
    }
  });

  it("other data errors stay a 500", () => {
    expect(toAppError(wrapped("22012")).status).toBe(500);
  });
});
