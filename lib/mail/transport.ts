import "server-only";
import fs from "node:fs/promises";
import path from "node:path";
import { randomUUID } from "node:crypto";
import nodemailer, { type Transporter } from "nodemailer";
import { getEnv } from "@/lib/env";
import type { MailMessage } from "./messages";

/** How long an SMTP server may take at each step before the message counts as failed. */
const SMTP_TIMEOUT_MS = 10_000;

let smtp: Transporter | undefined;

function smtpTransport(url: string): Transporter {
  smtp ??= nodemailer.createTransport(url, {
    connectionTimeout: SMTP_TIMEOUT_MS,
    greetingTimeout: SMTP_TIMEOUT_MS,
    socketTimeout: SMTP_TIMEOUT_MS,
  });
  return smtp;
}

/** Without SMTP_URL each message is written as an .eml file under DATA_DIR/outbox (open it in any mail client). */
async function writeToOutbox(message: MailMessage & { from: string }): Promise<string> {
  const composer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  const info = (await composer.sendMail(message)) as { message: Buffer };
  const dir = path.resolve(getEnv().DATA_DIR, "outbox");
  await fs.mkdir(dir, { recursive: true });
  const file = path.join(dir, `${new Date().toISOString().replace(/[:.]/g, "-")}-${randomUUID().slice(0, 8)}.eml`);
  await fs.writeFile(file, info.message);
  return file;
}

/**
 * Sends one message through SMTP_URL, or into the outbox folder. Throws on failure. Sent from
 * MAIL_FROM (often a no-reply address), with replies going to CONTACT_EMAIL: the mails ask owners
 * to reply when something is wrong.
 */
export async function deliver(message: MailMessage): Promise<string> {
  const env = getEnv();
  const full = { ...message, from: env.MAIL_FROM, replyTo: env.CONTACT_EMAIL };
  if (!env.SMTP_URL) return `outbox ${await writeToOutbox(full)}`;
  const info = (await smtpTransport(env.SMTP_URL).sendMail(full)) as { messageId?: string };
  return `smtp ${info.messageId ?? ""}`.trim();
}
