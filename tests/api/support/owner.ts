import { createHmac } from "node:crypto";
import { request as playwrightRequest, type APIRequestContext } from "@playwright/test";
import { expect, uniqueClientIp } from "./fixtures";
import type { SmtpStub } from "./smtp-stub";
import { API_AUTH_SECRET } from "./settings";

import { decodeMail } from "../../support/mail-text";

/** The one link to `path` in the newest mail to `to` whose subject contains `subject` (waits for it). */
export async function mailedLink(mail: SmtpStub, to: string, subject: string, path: string, count = 1): Promise<string> {
  await expect.poll(() => mail.find(to, subject).length, { timeout: 15_000 }).toBeGreaterThanOrEqual(count);
  const message = mail.find(to, subject).at(-1);
  const match = new RegExp(`https?://[^\\s]+${path.replace(/\//g, "\\/")}\\?token=[A-Za-z0-9_-]+(&lang=ga)?`).exec(decodeMail(message?.raw ?? ""));
  if (!match) throw new Error(`no ${path} link in the mail "${subject}" to ${to}`);
  return match[0];
}

/** Asks for a shop's update link from a fresh client and signs in with it: a context holding the owner's cookie. */
export async function ownerContext(baseURL: string, request: APIRequestContext, mail: SmtpStub, shop: { id: string; name: string; email: string | null }): Promise<APIRequestContext> {
  const before = mail.find(shop.email ?? "", `Update your listing: ${shop.name}`).length;
  const res = await request.post(`/api/farm-shops/${shop.id}/claim`, { headers: { "X-Forwarded-For": uniqueClientIp() } });
  expect(res.status()).toBe(202);
  const link = await mailedLink(mail, shop.email ?? "", `Update your listing: ${shop.name}`, "/owner/sign-in", before + 1);
  const ctx = await playwrightRequest.newContext({ baseURL });
  const signIn = await ctx.get(new URL(link).pathname + new URL(link).search, { maxRedirects: 0 });
  expect(signIn.status()).toBe(303);
  expect(signIn.headers()["location"]).toMatch(/\/owner$/);
  return ctx;
}

/** An owner cookie signed with the servers' secret, as the site would make it (for expiry and tampering cases). */
export function forgedOwnerCookie({ shopId, email, expiresAt, secret = API_AUTH_SECRET }: { shopId: string; email: string; expiresAt: number; secret?: string }): string {
  const payload = Buffer.from(JSON.stringify({ s: shopId, e: email, x: expiresAt })).toString("base64url");
  const mac = createHmac("sha256", secret).update(`owner-session:${payload}`).digest("base64url");
  return `fsi-owner-session=${payload}.${mac}`;
}
