/**
 * The `at` / `openAt` query parameter: an ISO-8601 date-time. With an offset or "Z" it is that
 * instant; without one it is a time on the Irish clock ("2026-12-26T14:00" is 14:00 in Dublin,
 * whatever the server's zone). A date alone means midday of that Irish day.
 */
import { isIsoDate } from "@/lib/time";
import { irishInstant } from "./status";

export type AtParameter = { ok: true; at: Date } | { ok: false; message: string };

const PATTERN =
  /^(\d{4}-\d{2}-\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})?)?$/;

/** `value` null or blank means now. */
export function parseAtParameter(
  value: string | null | undefined,
  now: () => Date = () => new Date(),
): AtParameter {
  const text = value?.trim() ?? "";
  if (text === "") return { ok: true, at: now() };
  const bad = {
    ok: false as const,
    message: `${name(text)} is not a valid date and time: use ISO-8601, e.g. 2026-12-26T14:00 (Irish time) or 2026-12-26T14:00:00Z`,
  };
  const m = PATTERN.exec(text);
  if (!m || !isIsoDate(m[1] ?? "")) return bad;
  const [, date = "", hh, mm, ss, zone] = m;
  if (hh === undefined) return { ok: true, at: irishInstant(date, 12 * 60) };
  if (Number(hh) > 23 || Number(mm) > 59 || Number(ss ?? 0) > 59) return bad;
  if (!zone) return { ok: true, at: irishInstant(date, Number(hh) * 60 + Number(mm)) };
  const at = new Date(text.replace(" ", "T").replace(/([+-]\d{2})(\d{2})$/, "$1:$2"));
  return Number.isNaN(at.getTime()) ? bad : { ok: true, at };
}

function name(text: string): string {
  return `"${text.length > 40 ? `${text.slice(0, 40)}…` : text}"`;
}
