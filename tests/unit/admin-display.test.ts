import { describe, expect, it } from "vitest";
import { showValue } from "@/app/admin/_lib/display";

describe("a recorded change's value, as the admin reads it", () => {
  it("writes weekly hours and lists in words, nothing as '(none)', anything else as JSON", () => {
    expect(showValue({ monday: { open: "09:30", close: "17:30", closed: false }, sunday: { open: "", close: "", closed: true } })).toBe("Mon 09:30–17:30, Sun closed");
    expect(showValue(["Eggs", "Honey"])).toBe("Eggs, Honey");
    expect(showValue({})).toBe("(none)");
    expect(showValue([], "(empty)")).toBe("(empty)");
    expect(showValue(null)).toBe("(none)");
    expect(showValue({ new: 4, updated: 0 })).toBe('{"new":4,"updated":0}');
    expect(showValue(52.14)).toBe("52.14");
  });
});
