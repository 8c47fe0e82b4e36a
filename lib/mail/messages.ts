import { routes } from "@/lib/routes";
/**
 * The three messages of the product, as plain text (every mail client shows it; nothing to
 * sanitise). Pure: the addresses and links come in as arguments.
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

/** Names typed by visitors go into a subject line: keep it on one line. */
const oneLine = (text: string) => text.replace(/[\r\n]+/g, " ").trim();

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

export function submissionToOwner(shop: MailShop & { email: string }, { siteUrl }: { siteUrl: string }): MailMessage {
  return {
    to: shop.email,
    subject: `We received your submission: ${oneLine(shop.name)}`,
    text: [
      `Thank you for submitting ${shop.name} to Farm Shops Ireland.`,
      ``,
      `We review every submission by hand. We will email you again as soon as your shop is live.`,
      ``,
      `Farm Shops Ireland`,
      siteUrl,
    ].join("\n"),
  };
}

export function approvalToOwner(shop: MailShop & { email: string }, { siteUrl }: { siteUrl: string }): MailMessage {
  const page = new URL(routes.shop(shop), siteUrl).toString();
  return {
    to: shop.email,
    subject: `Your farm shop is live: ${oneLine(shop.name)}`,
    text: [
      `Good news: ${shop.name} is now listed on Farm Shops Ireland.`,
      ``,
      `See your listing: ${page}`,
      ``,
      `If anything needs changing, choose "Update this listing" on that page to change it yourself, or reply to this email.`,
      ``,
      `Farm Shops Ireland`,
    ].join("\n"),
  };
}
