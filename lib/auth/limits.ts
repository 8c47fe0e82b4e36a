import "server-only";
import { getEnv } from "@/lib/env";
import type { Limit } from "./throttle";

const HOUR = 60 * 60;
const QUARTER_HOUR = 15 * 60;

/**
 * The per-client and account-wide limits, read from the settings so that a deployment (or a test
 * suite that submits many shops from one address) can move them.
 */
export const limits = {
  /** Shop submissions per client. */
  submissions: (): Limit => ({ limit: getEnv().SUBMISSIONS_PER_HOUR, windowSeconds: HOUR }),
  /** Sign-in attempts per client; a success clears the count. */
  signInPerClient: (): Limit => ({ limit: getEnv().SIGN_IN_FAILURES_PER_CLIENT, windowSeconds: QUARTER_HOUR }),
  /**
   * Sign-in attempts from one browser that signed in before (its device cookie): the same size
   * as a client's budget, and the only one it answers to.
   */
  signInPerDevice: (): Limit => ({ limit: getEnv().SIGN_IN_FAILURES_PER_CLIENT, windowSeconds: QUARTER_HOUR }),
  /**
   * Failed sign-ins from every client together. There is one admin account, so a guesser who
   * changes address on every try must still run out: once spent, no stranger signs in until the
   * window passes, not even with the right password (browsers that signed in before still can).
   */
  signInPerAccount: (): Limit => ({ limit: getEnv().SIGN_IN_FAILURES_PER_ACCOUNT, windowSeconds: QUARTER_HOUR }),
};

/** "in 1 minute", "in 12 minutes": for the 429 messages. */
export function inMinutes(seconds: number): string {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return `in ${minutes} minute${minutes === 1 ? "" : "s"}`;
}
