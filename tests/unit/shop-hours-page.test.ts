import { describe, expect, it } from "vitest";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { OpeningHours } from "@/app/[locale]/(public)/shop/[id]/_components/opening-hours";
import { DEFAULT_OPENING_HOURS } from "@/lib/hours/types";

describe("the shop page's opening hours", () => {
  it("shows a day's break and the hours as published", () => {
    const html = renderToStaticMarkup(
      createElement(OpeningHours, {
        hours: { ...DEFAULT_OPENING_HOURS, monday: { open: "08:00", close: "18:00", closed: false, breaks: [{ from: "12:30", to: "14:00" }] } },
        asPublished: "Apr-Oct Mo-Su 09:00-18:00",
      }),
    );
    expect(html).toContain("08:00 - 12:30, 14:00 - 18:00");
    expect(html).toContain("09:00 - 17:00");
    expect(html).toMatch(/Hours as published: <span[^>]*>Apr-Oct Mo-Su 09:00-18:00<\/span>/);
  });
});
