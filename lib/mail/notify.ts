import "server-only";
import { getEnv } from "@/lib/env";
import { approvalToOwner, submissionToAdmin, submissionToOwner, type MailMessage, type MailShop } from "./messages";
import { deliver } from "./transport";
import { logger } from "@/lib/observability/logger";
import { getOwnerLocale } from "@/lib/shops/queries";
import type { Locale } from "@/i18n/config";

/** Sends and logs; a mail failure never fails the submission or approval that caused it. */
export async function send(message: MailMessage): Promise<void> {
  try {
    const via = await deliver(message);
    logger().info({ to: message.to, via }, `mail sent: "${message.subject}"`);
  } catch (err) {
    logger().error({ to: message.to, reason: err instanceof Error ? err.message : String(err) }, `mail not sent: "${message.subject}"`);
  }
}

const withEmail = <T extends MailShop>(shop: T): (T & { email: string }) | null => (shop.email ? { ...shop, email: shop.email } : null);

/** A new submission: the admin (ADMIN_EMAIL) and the owner (when they gave an email, in the language they submitted in) hear of it. */
export async function notifySubmission(shop: MailShop, ownerLocale: Locale = "en-IE"): Promise<void> {
  const { ADMIN_EMAIL, SITE_URL } = getEnv();
  const owner = withEmail(shop);
  await Promise.all([
    ADMIN_EMAIL ? send(submissionToAdmin(shop, { to: ADMIN_EMAIL, siteUrl: SITE_URL })) : undefined,
    owner ? send(submissionToOwner(owner, { siteUrl: SITE_URL, locale: ownerLocale })) : undefined,
  ]);
}

/** The shop is live: the owner hears of it (when they gave an email), in their language. */
export async function notifyApproval(shop: MailShop): Promise<void> {
  const owner = withEmail(shop);
  if (owner) await send(approvalToOwner(owner, { siteUrl: getEnv().SITE_URL, locale: await getOwnerLocale(shop.id) }));
}
