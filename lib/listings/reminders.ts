import "server-only";
import { claimReminderBatch } from "@/lib/shops/status";
import { sendStillRightReminder } from "@/lib/mail/owner-notify";

/** A pause between two mails, so that a batch never floods the mail server (or trips its limits). */
const GAP_MS = 200;

/**
 * Sends one batch of "Is your listing still right?" mails, one after another. The admin screen
 * calls this again while `remaining` is above zero and draws the progress from the answers; a
 * shop is marked as reminded when it is picked, so it is never asked twice in a month.
 */
export async function sendReminderBatch({ limit }: { limit: number }): Promise<{ sent: number; remaining: number }> {
  const { shops, remaining } = await claimReminderBatch({ limit });
  let sent = 0;
  for (const shop of shops) {
    if (!shop.email) continue;
    if (sent > 0) await new Promise((resolve) => setTimeout(resolve, GAP_MS));
    await sendStillRightReminder({ ...shop, email: shop.email });
    sent++;
  }
  return { sent, remaining };
}
