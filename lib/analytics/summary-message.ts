import type { Locale } from "@/i18n/config";
import { contentLanguage, oneLine, type MailMessage } from "@/lib/mail/messages";
import type { ShopFigures } from "./queries";

/** The figures the summary gives, in English and in Irish (the owner page's words, messages/ga.json Owner.insights). */
const LINES: [keyof ShopFigures, string, string][] = [
  ["views", "Page views", "Amhairc ar an leathanach"],
  ["directions", "Taps on Get Directions", "Tapanna ar Faigh Treoracha"],
  ["calls", "Taps on your phone number", "Tapanna ar d'uimhir ghutháin"],
  ["website", "Visits to your website", "Cuairteanna ar do shuíomh gréasáin"],
  ["saves", "Saves", "Sábhálacha"],
];

const median = (n: number) => (Number.isInteger(n) ? String(n) : n.toFixed(1));

/**
 * The monthly summary to a listing's address, in the owner's language: its figures for the month
 * beside the county's median, and a one-click unsubscribe (the link, and List-Unsubscribe with
 * List-Unsubscribe-Post so that mail clients offer their own button).
 */
export function monthlySummaryToOwner({
  to,
  shopName,
  monthLabel,
  monthIn = `in ${monthLabel}`,
  county,
  shop,
  countyMedian,
  ownerPage,
  unsubscribe,
  locale = "en-IE",
}: {
  to: string;
  shopName: string;
  /** The month as a subject names it: "October 2026", "Deireadh Fómhair 2026". */
  monthLabel: string;
  /** "in October 2026", "i mí Dheireadh Fómhair 2026". */
  monthIn?: string;
  county: string;
  shop: ShopFigures;
  countyMedian: ShopFigures | null;
  ownerPage: string;
  unsubscribe: string;
  locale?: Locale;
}): MailMessage {
  const headers = {
    "List-Unsubscribe": `<${unsubscribe}>`,
    "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    ...contentLanguage(locale),
  };
  if (locale === "ga-IE") {
    return {
      to,
      subject: `${oneLine(shopName)} ar Shiopaí Feirme Éireann: ${monthLabel}`,
      text: [
        `Seo mar a d'aimsigh cuairteoirí ${shopName} ar Shiopaí Feirme Éireann ${monthIn}.`,
        ``,
        // The county by "an chontae" alone: its genitive after "airmheán" is avoided (docs/ga-glossary.md).
        ...LINES.map(([key, , irish]) => `${irish}: ${shop[key]}${countyMedian ? ` (airmheán an chontae: ${median(countyMedian[key])})` : ""}`),
        ``,
        `Comhairimid cuairteanna gan fianáin agus gan aon duine a aithint.`,
        `Coinnigh do liostú cothrom le dáta (uaireanta, táirgí, grianghraif) ón nasc ar leathanach do shiopa: ${ownerPage}`,
        ``,
        `Stop na hachoimrí míosúla seo le cliceáil amháin: ${unsubscribe}`,
      ].join("\n"),
      headers,
    };
  }
  return {
    to,
    subject: `${oneLine(shopName)} on Farm Shops Ireland: ${monthLabel}`,
    text: [
      `Here is how visitors found ${shopName} on Farm Shops Ireland ${monthIn}.`,
      ``,
      ...LINES.map(([key, label]) => `${label}: ${shop[key]}${countyMedian ? ` (Co. ${county} median: ${median(countyMedian[key])})` : ""}`),
      ``,
      `We count visits without cookies and without identifying anyone.`,
      `Keep your listing up to date (hours, products, photos) from the link on your shop's page: ${ownerPage}`,
      ``,
      `Stop these monthly summaries with one click: ${unsubscribe}`,
    ].join("\n"),
    headers,
  };
}
