import { z } from "./zod";

/** Form fields arrive as "" when left blank: that means "not given" (null). */
export function optionalText(max: number, label: string) {
  return z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .nullish()
    .transform((v) => (v ? v : null));
}

/** A control character (a NUL, a line break, DEL): never part of a name, a path or a word. */
export const CONTROL_CHARACTER = /[\u0000-\u001f\u007f]/;

/**
 * A text field's type error: its "… is required" when it is missing (or null), "… must be text"
 * when it is something else (a number, a list), so that a client sending `{"title": 42}` is told
 * what is wrong with it. `label` defaults to the message before " is required".
 */
export function textError(required: string, label = required.replace(/ is required$/, "")) {
  return (issue: { input?: unknown }) => (issue.input === undefined || issue.input === null || label === required ? required : `${label} must be text`);
}

export function requiredText(max: number, required: string, tooLong: string) {
  return z.string({ error: textError(required) }).trim().min(1, required).max(max, tooLong);
}

const SAFE_URL = /^https?:\/\/[^\s/$.?#][^\s]*$/i;

/**
 * An http(s) address of a site on the web: its host is a domain name with a real top-level part
 * ("farm.ie", "xn--…"), so that "notaurl", a bare word that became "https://notaurl", is refused.
 */
export function isWebAddress(value: string): boolean {
  if (!SAFE_URL.test(value)) return false;
  let host: string;
  try {
    host = new URL(value).hostname;
  } catch {
    return false;
  }
  const labels = host.split(".");
  return labels.length >= 2 && labels.every(Boolean) && /^([a-z]{2,63}|xn--[a-z0-9-]{1,59})$/i.test(labels[labels.length - 1] ?? "");
}

/** An http(s) address; a bare "www.farm.ie" is accepted and given https://. */
export function optionalUrl(label: string, max = 500) {
  return z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .nullish()
    .transform((v) => (v ? (/^[a-z][a-z0-9+.-]*:/i.test(v) ? v : `https://${v}`) : null))
    .refine((v) => v === null || isWebAddress(v), `${label} must be a valid web address (https://...)`);
}

/**
 * An image address as stored on a shop, event or post: one of this site's own upload paths
 * ("/uploads/…", "/api/objects/…", "/images/…") or an https address (hosted blob store).
 */
export function optionalImageUrl(label = "Image") {
  return z
    .string({ error: `${label} must be text` })
    .trim()
    .max(1000, `${label} address is too long`)
    .nullish()
    .transform((v) => (v ? v : null))
    .refine(
      (v) =>
        v === null ||
        (/^\/(uploads|api\/objects|images)\/[A-Za-z0-9._~\-/]+$/.test(v) && !v.includes("..")) ||
        /^https:\/\/[^\s]+$/i.test(v),
      `${label} must be an uploaded image address`,
    );
}

