import { describe, expect, it } from "vitest";
import { type ComponentProps, createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { NextIntlClientProvider } from "next-intl";
import en from "@/messages/en.json";
import { OpeningHours } from "@/app/[locale]/(public)/shop/[id]/_components/opening-hours";
import { shopHoursRules } from "@/lib/hours/shop-rules";
import { DEFAULT_OPENING_HOURS } from "@/lib/hours/types";

/** The page's component, with its words from the English messages and its verdict from the rules, as the page gives them. */
const render = (props: Omit<ComponentProps<typeof OpeningHours>, "unconfirmed">) =>
  renderToStaticMarkup(
    createElement(
      NextIntlClientProvider,
      { locale: "en-IE", messages: en, timeZone: "Europe/Dublin" } as ComponentProps<typeof NextIntlClientProvider>,
      createElement(OpeningHours, {
        ...props,
        unconfirmed: shopHoursRules({ county: "Cork", openingHours: props.hours, hoursAsPublished: props.asPublished }).unconfirmed === true,
      }),
    ),
  );
const CLOSED = { open: "", close: "", closed: true };
const NOT_CONFIRMED = "Not confirmed: search never lists this shop as open.";

describe("the shop page's opening hours", () => {
  it("shows a day's break and the hours as published", () => {
    const html = render({
      hours: { ...DEFAULT_OPENING_HOURS, monday: { open: "08:00", close: "18:00", closed: false, breaks: [{ from: "12:30", to: "14:00" }] } },
      asPublished: "Apr-Oct Mo-Su 09:00-18:00",
    });
    expect(html).toContain("08:00 - 12:30, 14:00 - 18:00");
    expect(html).toContain("09:00 - 17:00");
    expect(html).toMatch(/Hours as published: <span[^>]*>Apr-Oct Mo-Su 09:00-18:00<\/span>/);
  });

  it("hours as published that the reader kept none of: the text, no week of 'Closed'", () => {
    const html = render({ hours: {}, asPublished: "Mo-Su 09:00-21:00; Jan off" });
    expect(html).toMatch(/Hours as published: <span[^>]*>Mo-Su 09:00-21:00; Jan off<\/span>/);
    expect(html).toContain(NOT_CONFIRMED);
    expect(html).not.toContain("<dl");
    expect(html).not.toContain("Monday");
    expect(html).not.toContain(">Closed<");
  });

  it("no hours at all (an import without opening hours): not confirmed, no week of 'Closed'", () => {
    const html = render({ hours: {}, asPublished: null });
    expect(html).toContain(NOT_CONFIRMED);
    expect(html).not.toContain("<dl");
    expect(html).not.toContain(">Closed<");
  });

  it("closed every day, as the shop says: the week, each day 'Closed'", () => {
    const html = render({ hours: { ...DEFAULT_OPENING_HOURS, monday: CLOSED, tuesday: CLOSED, wednesday: CLOSED, thursday: CLOSED, friday: CLOSED, saturday: CLOSED } });
    expect(html).not.toContain(NOT_CONFIRMED);
    expect(html.match(/>Closed</g)).toHaveLength(7);
  });
});
