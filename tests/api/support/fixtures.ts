import { randomBytes } from "node:crypto";
import { test as base, expect, request as playwrightRequest, type APIRequestContext, type APIResponse } from "@playwright/test";
import { GeocoderStub } from "./geocoder-stub";
import { SmtpStub } from "./smtp-stub";
import { API_ADMIN_PASSWORD, GEOCODER_PORT, SMTP_PORT } from "./settings";

/** A client address no other test uses, so that per-client limits never touch another test. */
export function uniqueClientIp(): string {
  const b = randomBytes(3);
  return `10.${b[0]}.${b[1]}.${b[2]}`;
}

/** A short unique marker for names, emails and queries made by one test. */
export function uniqueTag(): string {
  return randomBytes(4).toString("hex");
}

/** Signs in on a new request context; the session cookie stays in it. */
export async function signedInContext(baseURL: string): Promise<APIRequestContext> {
  const ctx = await playwrightRequest.newContext({ baseURL });
  const res = await ctx.post("/api/admin/auth/login", { data: { password: API_ADMIN_PASSWORD }, headers: { "X-Forwarded-For": uniqueClientIp() } });
  expect(res.status(), await res.text()).toBe(200);
  return ctx;
}

/**
 * A whole admin list, read page by page at the largest page size (200), checking X-Total-Count
 * and the pages' sizes on the way.
 */
export async function adminPages<T = Record<string, unknown>>(admin: APIRequestContext, path: string, query = ""): Promise<T[]> {
  const all: T[] = [];
  for (let offset = 0; ; offset += 200) {
    const res = await admin.get(`${path}?limit=200&offset=${offset}${query ? `&${query}` : ""}`);
    const page = await expectJson<T[]>(res, 200);
    const total = Number(res.headers()["x-total-count"]);
    expect(Number.isInteger(total), "X-Total-Count").toBe(true);
    all.push(...page);
    if (page.length < 200 || all.length >= total) return all;
  }
}

/** A whole admin shop list (pending, approved or spam), read page by page. */
export async function adminList<T = Record<string, unknown>>(admin: APIRequestContext, list: "pending" | "approved" | "spam", query = ""): Promise<T[]> {
  return adminPages<T>(admin, `/api/admin/farm-shops/${list}`, query);
}

/** The answer's JSON after checking its status (the body is shown when the status is wrong). */
export async function expectJson<T = Record<string, unknown>>(res: APIResponse, status: number): Promise<T> {
  const text = await res.text();
  expect(res.status(), `${res.url()} answered: ${text}`).toBe(status);
  return JSON.parse(text) as T;
}

/** An error answer: the status, and a JSON message (never an HTML page or an empty body). */
export async function expectError(res: APIResponse, status: number, message?: string | RegExp): Promise<{ message: string; error: string; issues?: { path: string; message: string }[] }> {
  const body = await expectJson<{ message: string; error: string; issues?: { path: string; message: string }[] }>(res, status);
  expect(typeof body.message).toBe("string");
  expect(body.message.length).toBeGreaterThan(0);
  if (message instanceof RegExp) expect(body.message).toMatch(message);
  else if (message !== undefined) expect(body.message).toBe(message);
  return body;
}

type WorkerFixtures = { geocoder: GeocoderStub; mail: SmtpStub; admin: APIRequestContext };

export const test = base.extend<object, WorkerFixtures>({
  geocoder: [
    async ({}, use) => {
      const stub = new GeocoderStub(GEOCODER_PORT);
      await stub.start();
      await use(stub);
      await stub.kill();
    },
    // Always up, so that every server call finds its geocoder and mail server (tests kill them on purpose).
    { scope: "worker", auto: true },
  ],
  mail: [
    async ({}, use) => {
      const stub = new SmtpStub(SMTP_PORT);
      await stub.start();
      await use(stub);
      await stub.kill();
    },
    { scope: "worker", auto: true },
  ],
  // One signed-in admin per worker (and so per project: each project has its own server).
  admin: [
    async ({}, use, workerInfo) => {
      const baseURL = workerInfo.project.use.baseURL;
      if (!baseURL) throw new Error("the API projects need a baseURL");
      const ctx = await signedInContext(baseURL);
      await use(ctx);
      await ctx.dispose();
    },
    { scope: "worker" },
  ],
});

export { expect };
