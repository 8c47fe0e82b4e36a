import type { z } from "zod";
import { AppError } from "@/lib/errors";
// Its readable messages for issues a schema does not name (lib/validation/zod.ts).
import "@/lib/validation/zod";

/*
 * Checking a value against a schema, the same way for route handlers (a query, a body) and for a
 * domain's own input (an owner's edit laid over the listing): a 400 AppError listing every issue.
 */

/**
 * Zod issues as the API shows them: a dotted path and the schema's own message, each once. A value
 * of the wrong type is said to be that alone: Zod still runs the checks after a failed type check
 * on what it can (`town: []` is not text, and it is also an empty list), which would add "Town/City
 * is required" to "Town/City must be text".
 */
export function formatIssues(error: z.ZodError): { path: string; message: string }[] {
  const seen = new Set<string>();
  const pathOf = (i: z.core.$ZodIssue) => i.path.map(String).join(".");
  const wrongType = new Set(error.issues.filter((i) => i.code === "invalid_type").map(pathOf));
  return error.issues.flatMap((i) => {
    const issue = { path: pathOf(i), message: i.message };
    if (i.code !== "invalid_type" && wrongType.has(issue.path)) return [];
    const key = JSON.stringify(issue);
    if (seen.has(key)) return [];
    seen.add(key);
    return [issue];
  });
}

export function validationError(error: z.ZodError): AppError {
  const issues = formatIssues(error);
  return new AppError("bad_request", issues[0]?.message ?? "Invalid request", { issues });
}

/** Validates a value against a schema: 400 with every issue listed when it does not fit. */
export function parseWith<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw validationError(parsed.error);
  return parsed.data;
}
