import fs from "node:fs/promises";
import path from "node:path";
import { expect } from "@playwright/test";
import { decodeMail } from "../../../support/mail-text";

/** The admin tests' server writes mail as .eml files here (it runs without SMTP_URL). */
function outboxDir(): string {
  const dir = process.env.E2E_ADMIN_DATA_DIR;
  if (!dir) throw new Error("E2E_ADMIN_DATA_DIR is not set (playwright.config.ts sets it)");
  return path.join(dir, "outbox");
}

/** Waits for a mail to `to` whose text contains `subject` and, when given, matches `wanted`; answers its decoded text. */
export async function mailFromOutbox(to: string, subject: string, wanted?: RegExp): Promise<string> {
  let found = "";
  await expect
    .poll(
      async () => {
        const files = await fs.readdir(outboxDir()).catch(() => [] as string[]);
        for (const file of files.filter((f) => f.endsWith(".eml")).sort().reverse()) {
          const text = decodeMail(await fs.readFile(path.join(outboxDir(), file), "utf8"));
          if (!text.includes(to) || !text.includes(subject) || (wanted && !wanted.test(text))) continue;
          found = text;
          return true;
        }
        return false;
      },
      { timeout: 20_000, message: `a mail "${subject}" to ${to} in the outbox` },
    )
    .toBe(true);
  return found;
}

/** Waits for a mail to `to` whose text contains `subject`, and answers the link to `linkPath` in it. */
export async function linkFromOutbox(to: string, subject: string, linkPath: string): Promise<string> {
  const pattern = new RegExp(`https?://[^\\s]+${linkPath.replace(/\//g, "\\/")}\\?token=[A-Za-z0-9_-]+(&lang=ga)?`);
  return pattern.exec(await mailFromOutbox(to, subject, pattern))?.[0] ?? "";
}
