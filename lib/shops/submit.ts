import "server-only";
import { after } from "next/server";
import { inMinutes, limits } from "@/lib/auth/limits";
import { countAttempt } from "@/lib/auth/throttle";
import { CACHE_TAGS, revalidatePublic } from "@/lib/cache/tags";
import { findDuplicateShop } from "@/lib/shops/duplicates";
import { createShop, type Shop } from "@/lib/shops/queries";
import { getEnv } from "@/lib/env";
import { AppError } from "@/lib/errors";
import { geocodeNewShop } from "@/lib/geo/bulk";
import { notifySubmission } from "@/lib/mail/notify";
import { spamReason, type SubmissionGuard } from "@/lib/validation/submission-guard";
import type { ShopSubmission } from "@/lib/validation/shop";

/**
 * A shop owner's submission: within the client's hourly limit (429 past it), checked for spam
 * and for a likely duplicate, stored pending. Spam is stored too (the admin's Spam list) and is
 * answered exactly like a real submission, so that a robot learns nothing; it sends no mail and
 * costs no geocoding.
 */
export async function submitShop({ data, guard, client }: { data: ShopSubmission; guard: SubmissionGuard; client: string }): Promise<Shop> {
  const attempt = await countAttempt(`submit:${client}`, limits.submissions());
  if (!attempt.allowed) {
    throw new AppError(
      "rate_limited",
      `Too many submissions from your connection. Please try again ${inMinutes(attempt.retryAfterSeconds)}.`,
      { retryAfterSeconds: attempt.retryAfterSeconds },
    );
  }
  const spam = spamReason(guard, getEnv().SUBMIT_MIN_FILL_SECONDS);
  const duplicate = spam ? null : await findDuplicateShop(data);
  const shop = await createShop({ data, spamReason: spam, duplicateOfId: duplicate?.id ?? null });
  if (spam) {
    console.warn(`[submit] stored as spam (${spam}) from ${client}: ${shop.id}`);
    return shop;
  }
  // A pending shop is on no public list, but the admin counts and diagnostics read it.
  revalidatePublic(CACHE_TAGS.shops);
  // Mail and geocoding run after the answer: a slow mail server or geocoder never holds it up,
  // and a failure there never loses the submission (both log and carry on).
  after(async () => {
    await Promise.all([notifySubmission(shop), geocodeNewShop(shop)]);
  });
  return shop;
}
