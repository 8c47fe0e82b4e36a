import type { Locale } from "@/i18n/config";
import { routes } from "@/lib/routes";
import { localePath } from "@/lib/routes/locale";
/**
 * The three messages of the product, as plain text (every mail client shows it; nothing to
 * sanitise). The owner's two come in the owner's language (lib/mail/language.ts); the admin's is
 * English, as the admin area is. Pure: the addresses and links come in as arguments.
 */
export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  /** Extra headers, such as List-Unsubscribe on the monthly summary. */
  headers?: Record<string, string>;
};

export type MailShop = {
  id: string;
  slug: string | null;
  name: string;
  town: string;
  county: string;
  address: string;
  email: string | null;
  phone: string | null;
  website: string | null;
  products: string[];
};

/** Says a message's language to mail clients (and their screen readers): `ga` for Irish, as the pages' `lang`. */
export function contentLanguage(locale: Locale): Record<string, string> {
  return { "Content-Language": locale === "ga-IE" ? "ga" : "en-IE" };
}

/** Names typed by visitors go into a subject line: keep it on one line. */
export const oneLine = (text: string) => text.replace(/[\r\n]+/g, " ").trim();

export function submissionToAdmin(shop: MailShop, { to, siteUrl }: { to: string; siteUrl: string }): MailMessage {
  return {
    to,
    subject: `New farm shop submission: ${oneLine(shop.name)}`,
    text: [
      `A new farm shop was submitted and is waiting for review.`,
      ``,
      `Name: ${shop.name}`,
      `Location: ${shop.address}, ${shop.town}, Co. ${shop.county}`,
      `Products: ${shop.products.join(", ") || "none listed"}`,
      `Email: ${shop.email ?? "not given"}`,
      `Phone: ${shop.phone ?? "not given"}`,
      `Website: ${shop.website ?? "not given"}`,
      ``,
      `Review it in the admin area: ${new URL(routes.admin(), siteUrl).toString()}`,
    ].join("\n"),
  };
}

export function submissionToOwner(shop: MailShop & { email: string }, { siteUrl, locale = "en-IE" }: { siteUrl: string; locale?: Locale }): MailMessage {
  const home = locale === "ga-IE" ? new URL(localePath(locale, "/"), siteUrl).toString() : siteUrl;
  return {
    to: shop.email,
    subject: `${locale === "ga-IE" ? "Fuaireamar d'iarratas" : "We received your submission"}: ${oneLine(shop.name)}`,
    text: (locale === "ga-IE"
      ? [
          `Go raibh maith agat as ${shop.name} a chur isteach chuig Siopaí Feirme Éireann.`,
          ``,
          `Déanaimid athbhreithniú de láimh ar gach iarratas. Seolfaimid ríomhphost chugat arís a luaithe a bheidh do shiopa beo.`,
          ``,
          `Siopaí Feirme Éireann`,
          home,
        ]
      : [
          `Thank you for submitting ${shop.name} to Farm Shops Ireland.`,
          ``,
          `We review every submission by hand. We will email you again as soon as your shop is live.`,
          ``,
          `Farm Shops Ireland`,
          home,
        ]
    ).join("\n"),
    headers: contentLanguage(locale),
  };
}

export function approvalToOwner(shop: MailShop & { email: string }, { siteUrl, locale = "en-IE" }: { siteUrl: string; locale?: Locale }): MailMessage {
  const page = new URL(localePath(locale, routes.shop(shop)), siteUrl).toString();
  return {
    to: shop.email,
    subject: `${locale === "ga-IE" ? "Tá do shiopa feirme beo" : "Your farm shop is live"}: ${oneLine(shop.name)}`,
    text: (locale === "ga-IE"
      ? [
          `Dea-scéala: tá ${shop.name} liostaithe anois ar Shiopaí Feirme Éireann.`,
          ``,
          `Féach ar do liostú: ${page}`,
          ``,
          `Má tá aon rud le hathrú, roghnaigh "Nuashonraigh an liostú seo" ar an leathanach sin chun é a athrú tú féin, nó freagair an ríomhphost seo.`,
          ``,
          `Siopaí Feirme Éireann`,
        ]
      : [
          `Good news: ${shop.name} is now listed on Farm Shops Ireland.`,
          ``,
          `See your listing: ${page}`,
          ``,
          `If anything needs changing, choose "Update this listing" on that page to change it yourself, or reply to this email.`,
          ``,
          `Farm Shops Ireland`,
        ]
    ).join("\n"),
    headers: contentLanguage(locale),
  };
}
