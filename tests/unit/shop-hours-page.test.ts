import { describe, expect, it } from "vitest";
import { type ComponentProps, createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { NextIntlClientProvider } from "next-intl";
import en from "@/messages/en.json";
import { OpeningHours } from "@/app/[locale]/(public)/shop/[id]/_components/opening-hours";
import { DEFAULT_OPENING_HOURS } from "@/lib/hours/types";

describe("the shop page's opening hours", () => {
  it("shows a day's break and the hours as published", () => {
    // The page's component reads its words from the English messages, as the page gives them.
    const html = renderToStaticMarkup(
      createElement(
        NextIntlClientProvider,
        { locale: "en-IE", messages: en, timeZone: "Europe/Dublin" } as ComponentProps<typeof NextIntlClientProvider>,
        createElement(OpeningHours, {
          hours: { ...DEFAULT_OPENING_HOURS, monday: { open: "08:00", close: "18:00", closed: false, breaks: [{ from: "12:30", to: "14:00" }] } },
          asPublished: "Apr-Oct Mo-Su 09:00-18:00",
        }),
      ),
    );
    expect(html).toContain("08:00 - 12:30, 14:00 - 18:00");
    expect(html).toContain("09:00 - 17:00");
    expect(html).toMatch(/Hours as published: <span[^>]*>Apr-Oct Mo-Su 09:00-18:00<\/span>/);
  });
});
