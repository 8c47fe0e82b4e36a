import pino, { type DestinationStream, type Logger } from "pino";
import { getEnv } from "@/lib/env";

/**
 * The server's log: one JSON object per line on stdout (level, time, msg and fields), for a log
 * collector to search; in development the same lines, printed readably. LOG_LEVEL sets the level.
 *
 * Never logged: passwords, session and claim tokens, cookies, request bodies. Call sites log
 * chosen fields only (never a request object or a body); the redaction below is the net for a
 * field that slips through under a sensitive name. Client addresses are logged truncated
 * (truncatedAddress).
 */
const REDACT = [
  "password",
  "token",
  "cookie",
  "cookies",
  "authorization",
  "body",
  "*.password",
  "*.token",
  "*.cookie",
  "*.authorization",
  "*.body",
  "headers.cookie",
  "headers.authorization",
  "req.headers.cookie",
  "req.headers.authorization",
];

const LEVEL_NAMES: Record<number, string> = { 10: "TRACE", 20: "DEBUG", 30: "INFO", 40: "WARN", 50: "ERROR", 60: "FATAL" };

/** Development: "12:03:04 INFO  GET /shop/[id] 200 12 ms  (request 3f2a…)" and the other fields. */
function readableLines(): DestinationStream {
  return {
    write(line: string) {
      try {
        const { level, time, msg, err, ...fields } = JSON.parse(line) as Record<string, unknown> & { err?: { stack?: string } };
        delete fields.pid;
        delete fields.hostname;
        const clock = new Date(Number(time)).toTimeString().slice(0, 8);
        const extra = Object.keys(fields).length ? ` ${JSON.stringify(fields)}` : "";
        const stack = err?.stack ? `\n${err.stack}` : "";
        process.stdout.write(`${clock} ${(LEVEL_NAMES[Number(level)] ?? "LOG").padEnd(5)} ${String(msg ?? "")}${extra}${stack}\n`);
      } catch {
        process.stdout.write(line);
      }
    },
  };
}

function createLogger(): Logger {
  const env = getEnv();
  const options = { level: env.LOG_LEVEL, base: { pid: process.pid }, redact: { paths: REDACT, censor: "[redacted]" } };
  return env.NODE_ENV === "development" ? pino(options, readableLines()) : pino(options, pino.destination({ sync: true }));
}

type GlobalLogger = { __farmShopsLogger?: Logger };
const store = globalThis as GlobalLogger;

/** The process's logger (one for every bundle that loads this module). */
export function logger(): Logger {
  store.__farmShopsLogger ??= createLogger();
  return store.__farmShopsLogger;
}

/**
 * A client address as logged: an IPv4 address without its last part (203.0.113.x), an IPv6 one
 * with its first three groups only (a /48); anything else is not logged.
 */
export function truncatedAddress(address: string | null | undefined): string | undefined {
  if (!address) return undefined;
  const v4 = /^(?:::ffff:)?(\d{1,3}\.\d{1,3}\.\d{1,3})\.\d{1,3}$/.exec(address);
  if (v4) return `${v4[1]}.x`;
  if (address.includes(":")) {
    const groups = address.split(":").filter(Boolean).slice(0, 3);
    return groups.length ? `${groups.join(":")}::/48` : undefined;
  }
  return undefined;
}
