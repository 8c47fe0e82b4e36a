import { describe, expect, it, vi } from "vitest";
import { isDatabaseTrouble, isDatabaseUnavailable, isPoolBusy, isStatementTimeout, toAppError } from "@/lib/errors";
import { logger } from "@/lib/observability/logger";

/** A driver error as Drizzle wraps it: the real one sits on the cause. */
function wrapped(driver: Error): Error {
  return new Error("Failed query: select 1", { cause: driver });
}

const statementTimeout = () => wrapped(Object.assign(new Error("canceling statement due to statement timeout"), { code: "57014" }));
// pg-pool's words when every connection stayed busy for connectionTimeoutMillis (its queue).
const poolBusy = () => new Error("timeout exceeded when trying to connect");
// pg-pool's words when a new connection did not open in time (the server does not answer).
const connectTimeout = () => new Error("Connection terminated due to connection timeout");
const refused = () => Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" });

describe("a busy or slow database is not an unreachable one", () => {
  it("classifies each failure", () => {
    expect(isStatementTimeout(statementTimeout())).toBe(true);
    expect(isDatabaseUnavailable(statementTimeout())).toBe(false);
    expect(isPoolBusy(poolBusy())).toBe(true);
    expect(isDatabaseUnavailable(poolBusy())).toBe(false);
    for (const down of [connectTimeout(), refused(), wrapped(refused())]) {
      expect(isDatabaseUnavailable(down)).toBe(true);
      expect(isPoolBusy(down) || isStatementTimeout(down)).toBe(false);
    }
    for (const err of [statementTimeout(), poolBusy(), refused()]) expect(isDatabaseTrouble(err)).toBe(true);
    expect(isDatabaseTrouble(new Error("syntax error"))).toBe(false);
  });

  it("a slow query or a busy pool: 503 with a short Retry-After and a plain message, logged without the query", () => {
    const warn = vi.spyOn(logger(), "warn").mockImplementation(() => undefined);
    const slow = toAppError(statementTimeout());
    expect(slow.status).toBe(503);
    expect(slow.message).toBe("That request took too long to answer. Please try again in a moment.");
    expect(slow.extra.retryAfterSeconds).toBe(5);
    expect(warn).toHaveBeenCalledWith({ reason: "canceling statement due to statement timeout", requestId: undefined }, "database busy");
    const busy = toAppError(poolBusy());
    expect(busy.status).toBe(503);
    expect(busy.message).toBe("The site is very busy right now. Please try again in a moment.");
    warn.mockRestore();
  });

  it("an unreachable database keeps the outage answer (30 s)", () => {
    const error = vi.spyOn(logger(), "error").mockImplementation(() => undefined);
    const down = toAppError(refused());
    expect(error).toHaveBeenCalledWith({ reason: "connect ECONNREFUSED 127.0.0.1:5432", requestId: undefined }, "database unavailable");
    expect(down.status).toBe(503);
    expect(down.extra.retryAfterSeconds).toBe(30);
    expect(down.message).toBe("The service is temporarily unavailable. Please try again shortly.");
    error.mockRestore();
  });
});
