import "server-only";
import { createHmac, timingSafeEqual } from "node:crypto";
import { getAuthSecrets } from "@/lib/auth/secrets";
import { getEnv } from "@/lib/env";

/** The monthly summary's unsubscribe address; signed, so that only the mailed link works. */
export const UNSUBSCRIBE_PATH = "/api/owner/summary-mail/unsubscribe";

function sign(shopId: string, secret: string): string {
  // A purpose prefix: this signature is never valid for any other use of the secret.
  return createHmac("sha256", secret).update(`summary-unsubscribe:${shopId}`).digest("base64url");
}

export async function unsubscribeLink(shopId: string): Promise<string> {
  const { secret } = await getAuthSecrets();
  const url = new URL(UNSUBSCRIBE_PATH, getEnv().SITE_URL);
  url.searchParams.set("shop", shopId);
  url.searchParams.set("sig", sign(shopId, secret));
  return url.toString();
}

export async function isValidUnsubscribe(shopId: string, signature: string): Promise<boolean> {
  const { secret } = await getAuthSecrets();
  const expected = Buffer.from(sign(shopId, secret));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
