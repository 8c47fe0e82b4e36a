import { describe, expect, it } from "vitest";
import { changeLine, fieldLabel, shownField } from "@/app/admin/_lib/activity-fields";
import { showValue } from "@/app/admin/_lib/display";

describe("a recorded change's value, as the admin reads it", () => {
  it("writes weekly hours and lists in words, nothing as '(none)', anything else as JSON", () => {
    expect(showValue({ monday: { open: "09:30", close: "17:30", closed: false }, sunday: { open: "", close: "", closed: true } })).toBe("Mon 09:30–17:30; Sun closed");
    expect(showValue(["Eggs", "Honey"])).toBe("Eggs, Honey");
    expect(showValue({})).toBe("(none)");
    expect(showValue([], "(empty)")).toBe("(empty)");
    expect(showValue(null)).toBe("(none)");
    expect(showValue({ new: 4, updated: 0 })).toBe('{"new":4,"updated":0}');
    expect(showValue(52.14)).toBe("52.14");
  });

  it("shows a day's breaks, so that moving a break is a change the admin can see", () => {
    const before = { monday: { open: "09:00", close: "17:00", closed: false, breaks: [{ from: "13:00", to: "14:00" }] } };
    const after = { monday: { open: "09:00", close: "17:00", closed: false, breaks: [{ from: "12:30", to: "13:30" }] } };
    expect(showValue(before)).toBe("Mon 09:00–13:00, 14:00–17:00");
    expect(showValue(after)).toBe("Mon 09:00–12:30, 13:30–17:00");
    expect(showValue({ tuesday: { open: "08:00", close: "18:00", closed: false, breaks: [{ from: "10:00", to: "10:30" }, { from: "13:00", to: "14:00" }] } })).toBe(
      "Tue 08:00–10:00, 10:30–13:00, 14:00–18:00",
    );
  });

  it("writes special dates, set holiday hours and a long text in words", () => {
    expect(
      showValue([
        { from: "2026-12-24", to: "2026-12-26", closed: true },
        { from: "2026-12-31", to: "2026-12-31", closed: false, open: "10:00", close: "14:00", note: "New Year's Eve" },
      ]),
    ).toBe("2026-12-24–2026-12-26 closed; 2026-12-31 10:00–14:00 (New Year's Eve)");
    expect(showValue({ open: "10:00", close: "14:00" })).toBe("10:00–14:00");
    expect(showValue("usual")).toBe("usual");
    expect(showValue("x".repeat(400))).toBe(`${"x".repeat(300)}…`);
  });

  it("names each entity's fields as its own, others as words, and leaves out the database's own", () => {
    expect(fieldLabel("event", "name")).toBe("Event name");
    expect(fieldLabel("shop", "name")).toBe("Shop name");
    expect(fieldLabel("event", "endDate")).toBe("End date");
    expect(fieldLabel("shop", "hoursExceptions")).toBe("Special dates");
    expect(fieldLabel("report", "shopId")).toBe("Shop id");
    for (const field of ["id", "createdAt", "updatedAt", "farmShopId", "searchText"]) expect(shownField(field), field).toBe(false);
    expect(shownField("publishDate")).toBe(true);
  });
  it("writes a change as before → after, and an import's entry as its file and what it did", () => {
    expect(changeLine("shop", "phone", { before: null, after: "087 123 4567" }, (v) => showValue(v))).toBe("Phone: (none) → 087 123 4567");
    expect(changeLine("import", "file", { before: null, after: "sheet.csv" }, (v) => showValue(v))).toBe("File: sheet.csv");
    expect(changeLine("import", "counts", { before: null, after: { new: 8, updated: 1, unchanged: 0, duplicates: 2, errors: 1 } }, (v) => showValue(v))).toBe(
      "Rows: 8 new, 1 updated, 0 unchanged, 2 duplicates, 1 row with errors",
    );
  });
});
