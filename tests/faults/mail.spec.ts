import { test, expect, request as playwrightRequest } from "@playwright/test";
import { AppServer, CLOSED_PORT, FAULT_ADMIN_PASSWORD, createDatabase, faultPort, tempDataDir, type TestDatabase } from "./support/app";
import { shopInput } from "../api/support/data";

// SMTP_URL points at a port where nothing listens. tests/api/mail.spec.ts shows the answers still
// succeed; this spec reads the server's own log for the failures.
const ADMIN_EMAIL = "admin@farmshops.test";
let db: TestDatabase;
let app: AppServer;

test.beforeAll(async () => {
  db = await createDatabase();
  app = new AppServer(faultPort(5), {
    DATABASE_URL: db.url,
    DATA_DIR: tempDataDir("mail"),
    SMTP_URL: `smtp://127.0.0.1:${CLOSED_PORT}`,
    ADMIN_EMAIL,
  });
  await app.start();
});

test.afterAll(async () => {
  await app?.stop();
  await db?.drop();
});

test("SMTP down: submission (201) and approval (200) succeed; every lost mail is in the log", async ({ request }) => {
  const input = shopInput();
  const submitted = await request.post(`${app.url}/api/farm-shops`, { data: input });
  expect(submitted.status(), await submitted.text()).toBe(201);
  const shop = (await submitted.json()) as { id: string };

  const admin = await playwrightRequest.newContext({ baseURL: app.url });
  try {
    expect((await admin.post("/api/admin/auth/login", { data: { password: FAULT_ADMIN_PASSWORD } })).status()).toBe(200);
    const approved = await admin.post(`/api/admin/farm-shops/${shop.id}/approve`);
    expect(approved.status(), await approved.text()).toBe(200);
  } finally {
    await admin.dispose();
  }
  expect((await request.get(`${app.url}/api/farm-shops/${shop.id}`)).status()).toBe(200);

  // The mails are sent after the answers: wait for their failures to be logged, one JSON line each
  // at level 50 with the address and the reason.
  const failures = () =>
    app.log
      .split("\n")
      .filter((line) => line.startsWith("{"))
      .map((line) => JSON.parse(line) as { level: number; msg: string; to?: string; reason?: string })
      .filter((entry) => entry.msg.startsWith("mail not sent"));
  const expected = [
    [`mail not sent: "New farm shop submission: ${input.name}"`, ADMIN_EMAIL],
    [`mail not sent: "We received your submission: ${input.name}"`, input.email],
    [`mail not sent: "Your farm shop is live: ${input.name}"`, input.email],
  ];
  await expect.poll(() => expected.filter(([msg, to]) => !failures().some((f) => f.msg === msg && f.to === to)), { timeout: 15_000 }).toEqual([]);
  for (const failure of failures()) {
    expect(failure.level).toBe(50);
    expect(failure.reason).toMatch(/ECONNREFUSED/);
  }
  expect(app.alive).toBe(true);
});
