import "server-only";
import { createOwnerToken } from "@/lib/listings/owner-tokens";
import type { Shop } from "@/lib/shops/queries";
import { getEnv } from "@/lib/env";
import type { Locale } from "@/i18n/config";
import { localePath } from "@/lib/routes/locale";
import { getOwnerLocale } from "@/lib/shops/queries";
import { send } from "./notify";
import { changeReviewedToOwner, stillRightToOwner, updateLinkToOwner } from "./owner-messages";
import { routes } from "@/lib/routes";

/** A claim link is good for one use within 24 hours. */
export const SIGN_IN_LINK_TTL_SECONDS = 24 * 60 * 60;
/** The reminder's links wait longer: a busy owner may open that mail days later. */
export const REMINDER_LINK_TTL_SECONDS = 14 * 24 * 60 * 60;

/** The shop's page in the owner's language (the Irish page under /ga). */
const pageOf = (shop: Pick<Shop, "slug" | "id">, locale: Locale) => new URL(localePath(locale, routes.shop(shop)), getEnv().SITE_URL).toString();

/** A mailed link; a sign-in link in an Irish mail says so (`lang=ga`): it opens the owner's page in Irish. */
export function ownerLink(path: "/owner/sign-in" | "/owner/confirm", token: string, locale: Locale = "en-IE"): string {
  const url = new URL(path, getEnv().SITE_URL);
  url.searchParams.set("token", token);
  if (path === "/owner/sign-in" && locale === "ga-IE") url.searchParams.set("lang", "ga");
  return url.toString();
}

/**
 * Mails the listing's own address a single-use sign-in link (never an address a requester typed),
 * in the language of the page the link was asked for on.
 */
export async function sendUpdateLink(shop: Shop & { email: string }, locale: Locale): Promise<void> {
  const token = await createOwnerToken({ shopId: shop.id, email: shop.email, purpose: "sign-in", ttlSeconds: SIGN_IN_LINK_TTL_SECONDS });
  await send(updateLinkToOwner({ to: shop.email, shopName: shop.name, link: ownerLink("/owner/sign-in", token, locale), contactEmail: getEnv().CONTACT_EMAIL, locale }));
}

/** The owner who asked and the listing's current address (when it differs) hear how the review went, in the owner's language. */
export async function notifyChangeReviewed({ shop, ownerEmail, approved, fields }: { shop: Shop; ownerEmail: string | null; approved: boolean; fields: string[] }): Promise<void> {
  const to = [...new Set([ownerEmail, shop.email].filter((e): e is string => Boolean(e)).map((e) => e.toLowerCase()))];
  const locale = await getOwnerLocale(shop.id);
  await Promise.all(
    to.map((address) =>
      send(
        changeReviewedToOwner({ to: address, shopName: shop.name, approved, closed: shop.closedAt !== null, fields, page: pageOf(shop, locale), contactEmail: getEnv().CONTACT_EMAIL, locale }),
      ),
    ),
  );
}

export async function sendStillRightReminder(shop: Shop & { email: string; ownerLocale: Locale }): Promise<void> {
  const [confirm, update] = await Promise.all([
    createOwnerToken({ shopId: shop.id, email: shop.email, purpose: "confirm", ttlSeconds: REMINDER_LINK_TTL_SECONDS }),
    createOwnerToken({ shopId: shop.id, email: shop.email, purpose: "sign-in", ttlSeconds: REMINDER_LINK_TTL_SECONDS }),
  ]);
  await send(
    stillRightToOwner({
      to: shop.email,
      shopName: shop.name,
      page: pageOf(shop, shop.ownerLocale),
      confirmLink: ownerLink("/owner/confirm", confirm),
      updateLink: ownerLink("/owner/sign-in", update, shop.ownerLocale),
      locale: shop.ownerLocale,
    }),
  );
}
