import { z } from "zod";

// Zod compiles object parsers with new Function() when it can; the pages' Content-Security-Policy
// forbids eval (lib/security/csp.ts), so the probe alone would be reported as a violation. Every
// schema that can reach a browser imports zod from here.
z.config({ jitless: true, customError: readableMessage });

export { z };

/*
 * Every schema names its own messages for what a person fills in ("Shop name is required"). Where
 * one does not (an entry of a list, a field only API clients send), this says the same kind of
 * thing in words, naming the field by its path ("products[0] must not be empty"), instead of
 * Zod's own "Too small: expected string to have >=1 characters". Set with the rule above, so it
 * holds for every parse in the process: parseWith (lib/validation/parse.ts) imports this module.
 */

type Issue = z.core.$ZodRawIssue;

const KINDS: Record<string, string> = {
  string: "text",
  number: "a number",
  int: "a whole number",
  bigint: "a whole number",
  boolean: "true or false",
  array: "a list",
  tuple: "a list",
  set: "a list",
  object: "an object",
  record: "an object",
  map: "an object",
  date: "a date",
  null: "null",
};

/** A field's name as the API's other messages write it: "hoursExceptions[0].from". */
function fieldName(path: readonly PropertyKey[] | undefined): string {
  if (!path || path.length === 0) return "The input";
  return path.reduce<string>((name, key) => (typeof key === "number" ? `${name}[${key}]` : name ? `${name}.${String(key)}` : String(key)), "");
}

function readableMessage(issue: Issue): string | undefined {
  const name = fieldName(issue.path);
  switch (issue.code) {
    case "invalid_type": {
      if (issue.input === undefined) return `${name} is required`;
      const kind = KINDS[issue.expected];
      return kind ? `${name} must be ${kind}` : `${name} is not valid`;
    }
    case "too_small": {
      const min = Number(issue.minimum);
      if (issue.origin === "string") return min <= 1 ? `${name} must not be empty` : `${name} must be at least ${min} characters`;
      if (issue.origin === "array" || issue.origin === "set") return min <= 1 ? `${name} must not be empty` : `${name} must have at least ${min} entries`;
      return `${name} must be ${issue.inclusive === false ? "more than" : "at least"} ${min}`;
    }
    case "too_big": {
      const max = Number(issue.maximum);
      if (issue.origin === "string") return `${name} must be at most ${max} characters`;
      if (issue.origin === "array" || issue.origin === "set") return `${name} must have at most ${max} entries`;
      return `${name} must be ${issue.inclusive === false ? "less than" : "at most"} ${max}`;
    }
    case "invalid_value":
      return `${name} must be one of: ${issue.values.map(String).join(", ")}`;
    case "unrecognized_keys":
      return `Unknown field${issue.keys.length === 1 ? "" : "s"}: ${issue.keys.join(", ")}`;
    case "invalid_format":
      return `${name} is not a valid ${issue.format === "regex" ? "value" : issue.format}`;
    case "not_multiple_of":
      return `${name} must be a multiple of ${String(issue.divisor)}`;
    case "invalid_key":
    case "invalid_element":
      // The key's or element's own schema says why (a record of lines: "Lines are whole numbers").
      return issue.issues[0]?.message ?? `${name} is not valid`;
    case "invalid_union":
      return `${name} is not valid`;
    default:
      return undefined;
  }
}
