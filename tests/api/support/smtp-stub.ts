import { SMTPServer } from "smtp-server";
import { decodeWords } from "../../support/mail-text";

export type ReceivedMail = { from: string; to: string[]; subject: string; raw: string };

/** Unfolds headers and reads the Subject line of a raw message (encoded words decoded). */
function subjectOf(raw: string): string {
  const head = raw.split(/\r?\n\r?\n/)[0] ?? "";
  const unfolded = head.replace(/\r?\n[ \t]+/g, " ");
  return decodeWords(/^Subject: (.*)$/im.exec(unfolded)?.[1]?.trim() ?? "");
}

/**
 * A loopback SMTP server (smtp-server) on the port the servers under test use as SMTP_URL. It
 * keeps every message it receives; `kill()` closes the port (a dead mail server).
 */
export class SmtpStub {
  readonly messages: ReceivedMail[] = [];
  private server: SMTPServer | undefined;

  constructor(private readonly port: number) {}

  async start(): Promise<void> {
    if (this.server) return;
    const server = new SMTPServer({
      authOptional: true,
      // Plain SMTP on loopback: no TLS upgrade for the client to trip over.
      disabledCommands: ["STARTTLS", "AUTH"],
      logger: false,
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = [];
        stream.on("data", (c: Buffer) => chunks.push(c));
        stream.on("end", () => {
          const raw = Buffer.concat(chunks).toString("utf8");
          this.messages.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
            to: session.envelope.rcptTo.map((r) => r.address),
            subject: subjectOf(raw),
            raw,
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve, reject) => {
      server.once("error", reject);
      server.listen(this.port, "127.0.0.1", () => resolve());
    });
    this.server = server;
  }

  /** Messages to `to` whose subject contains `subject`. */
  find(to: string, subject: string): ReceivedMail[] {
    return this.messages.filter((m) => m.to.includes(to) && m.subject.includes(subject));
  }

  async kill(): Promise<void> {
    const server = this.server;
    if (!server) return;
    this.server = undefined;
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}
