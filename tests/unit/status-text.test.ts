import { createTranslator } from "next-intl";
import { describe, expect, it } from "vitest";
import { holidayName } from "@/i18n/holidays";
import type { Locale } from "@/i18n/config";
import en from "@/messages/en.json";
import ga from "@/messages/ga.json";
import { IRISH_MONTH_NAMES, IRISH_WEEKDAY_NAMES } from "@/lib/calendar";
import {
  formatDateRange,
  formatIsoDate,
  formatLongDate,
  formatLongDateTime,
  shortMonth,
} from "@/lib/format";
import { shopHoursRules } from "@/lib/hours/shop-rules";
import { dayAndDate, getOpeningStatus } from "@/lib/hours/status";
import { statusTexts, type StatusWords } from "@/lib/hours/status-text";
import { dublinToday } from "@/lib/time";
import { HOURS_CASES } from "../support/hours-cases";

function wordsOf(locale: Locale): StatusWords {
  const messages = locale === "ga-IE" ? ga : en;
  const t = createTranslator({ locale, messages, namespace: "Status" });
  const holidays = createTranslator({ locale, messages, namespace: "Holidays" });
  return { t, holiday: (name) => holidayName(name, holidays), locale };
}
const english = wordsOf("en-IE");
const irish = wordsOf("ga-IE");

/** Every shared case, and every 97 minutes of the ten days after it (holidays, breaks, seasons). */
function* statuses() {
  for (const c of HOURS_CASES) {
    const start = new Date(c.at).getTime();
    for (let m = 0; m <= 10 * 1440; m += 97) {
      const now = new Date(start + m * 60_000);
      const rules = shopHoursRules(
        {
          county: c.county,
          openingHours: c.weekly,
          publicHolidayHours: c.publicHolidayHours,
          hoursExceptions: c.exceptions,
        },
        dublinToday(now),
      );
      const notes = c.exceptions.map((e) => e.note?.trim()).filter((n): n is string => !!n);
      yield { name: `${c.name} +${m} min`, status: getOpeningStatus(rules, now), notes };
    }
  }
}

describe("the status in the page's language", () => {
  it("English from the messages is word for word the English the status API writes", () => {
    const kinds = new Set<string>();
    const whys = new Set<string>();
    for (const { name, status } of statuses()) {
      kinds.add(status.kind);
      if (status.why) whys.add(status.why.kind);
      const texts = statusTexts(status, english);
      expect({ name, ...texts }).toEqual({
        name,
        label: status.label,
        detailLabel: status.detailLabel,
        nextOpening: status.nextOpening,
        reason: status.reason,
      });
    }
    // The sweep reaches every kind of status and reason.
    expect([...kinds].sort()).toEqual(["closed", "closedToday", "open", "season"]);
    expect([...whys].sort()).toEqual(["closure", "holidayClosed", "holidayHours", "specialHours"]);
  });

  it("Irish writes the same facts in Irish: no English message value is left", () => {
    const englishValues = new Set(Object.values(en.Status).filter((v) => !v.includes("{")));
    for (const { status, notes } of statuses()) {
      const texts = statusTexts(status, irish);
      for (const written of Object.values(texts)) {
        if (written === null) continue;
        // The owner's notes stay as written.
        const text = notes.reduce((rest, note) => rest.replace(note, ""), written);
        for (const value of englishValues) expect(text).not.toContain(value);
        expect(text).not.toMatch(
          /\b(Opens|Open until|Closed|today|tomorrow|Monday|Saturday|March)\b/,
        );
      }
    }
  });

  it("examples: a holiday closure and the next opening in Irish", () => {
    const now = new Date("2026-12-26T11:00:00Z");
    const rules = shopHoursRules(
      {
        county: "Cork",
        openingHours: HOURS_CASES[0]!.weekly,
        publicHolidayHours: "closed",
        hoursExceptions: [],
      },
      dublinToday(now),
    );
    const status = getOpeningStatus(rules, now);
    expect(statusTexts(status, english).reason).toBe("Closed today · St Stephen's Day");
    expect(statusTexts(status, irish)).toMatchObject({
      label: "Dúnta",
      detailLabel: "Dúnta inniu",
      reason: "Dúnta inniu · Lá Fhéile Stiofáin",
    });
    expect(statusTexts(status, irish).nextOpening).toMatch(
      /^Osclaíonn (amárach|Dé [A-Za-zÁÉÍÓÚáéíóú ]+) ag \d\d:\d\d$/,
    );
  });
});

describe("dates in Irish", () => {
  it("the month and weekday names are the messages' own", () => {
    const months = Object.values(ga.Months).map((m) => m.name);
    expect([...IRISH_MONTH_NAMES]).toEqual(months);
    expect(IRISH_WEEKDAY_NAMES).toEqual(ga.Weekdays);
  });

  it("writes Irish usage, 24-hour, and leaves English as it was", () => {
    expect(formatIsoDate("2026-11-28", "ga-IE")).toBe("28 Samhain 2026");
    expect(formatIsoDate("2026-11-28")).toBe("28 November 2026");
    expect(formatLongDate("2026-11-28T23:30:00Z", "ga-IE")).toBe("28 Samhain 2026");
    // Summer time: 23:30 UTC on 30 June is 00:30 on 1 July in Ireland.
    expect(formatLongDate("2026-06-30T23:30:00Z", "ga-IE")).toBe("1 Iúil 2026");
    expect(formatLongDateTime("2026-06-30T13:05:00Z", "ga-IE")).toBe("30 Meitheamh 2026 ag 14:05");
    expect(formatLongDateTime("2026-06-30T13:05:00Z")).toBe("30 June 2026 at 14:05");
    expect(formatDateRange("2026-09-03", "2026-10-04", "ga-IE")).toBe(
      "3 Meán Fómhair 2026 - 4 Deireadh Fómhair 2026",
    );
    expect(shortMonth("2026-09-03", "ga-IE")).toBe("MFómh");
    expect(shortMonth("2026-09-03")).toBe("Sept");
    expect(dayAndDate("2026-03-14", "ga-IE")).toBe("Dé Sathairn 14 Márta");
    expect(dayAndDate("2026-03-14")).toBe("Saturday 14 March");
  });
});
