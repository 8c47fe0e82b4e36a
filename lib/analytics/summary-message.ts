import type { MailMessage } from "@/lib/mail/messages";
import type { ShopFigures } from "./queries";

const oneLine = (text: string) => text.replace(/[\r\n]+/g, " ").trim();

const LINES: [keyof ShopFigures, string][] = [
  ["views", "Page views"],
  ["directions", "Taps on Get Directions"],
  ["calls", "Taps on your phone number"],
  ["website", "Visits to your website"],
  ["saves", "Saves"],
];

const median = (n: number) => (Number.isInteger(n) ? String(n) : n.toFixed(1));

/**
 * The monthly summary to a listing's address: its figures for the month beside the county's
 * median, and a one-click unsubscribe (the link, and List-Unsubscribe with List-Unsubscribe-Post
 * so that mail clients offer their own button).
 */
export function monthlySummaryToOwner({
  to,
  shopName,
  monthLabel,
  county,
  shop,
  countyMedian,
  ownerPage,
  unsubscribe,
}: {
  to: string;
  shopName: string;
  monthLabel: string;
  county: string;
  shop: ShopFigures;
  countyMedian: ShopFigures | null;
  ownerPage: string;
  unsubscribe: string;
}): MailMessage {
  return {
    to,
    subject: `${oneLine(shopName)} on Farm Shops Ireland: ${monthLabel}`,
    text: [
      `Here is how visitors found ${shopName} on Farm Shops Ireland in ${monthLabel}.`,
      ``,
      ...LINES.map(([key, label]) => `${label}: ${shop[key]}${countyMedian ? ` (Co. ${county} median: ${median(countyMedian[key])})` : ""}`),
      ``,
      `We count visits without cookies and without identifying anyone.`,
      `Keep your listing up to date (hours, products, photos) from the link on your shop's page: ${ownerPage}`,
      ``,
      `Stop these monthly summaries with one click: ${unsubscribe}`,
    ].join("\n"),
    headers: {
      "List-Unsubscribe": `<${unsubscribe}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    },
  };
}
