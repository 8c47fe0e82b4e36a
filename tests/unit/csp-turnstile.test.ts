import { afterEach, describe, expect, it } from "vitest";
import { getEnv, resetEnvForTests } from "@/lib/env";
import { contentSecurityPolicy, showsTurnstile } from "@/lib/security/csp";

const directive = (csp: string, name: string) => csp.split("; ").find((d) => d.startsWith(`${name} `)) ?? "";
const saved = { ...process.env };
afterEach(() => {
  process.env = { ...saved };
  resetEnvForTests();
});

describe("Turnstile in the Content-Security-Policy", () => {
  const base = { nonce: "abc", mapStyleUrl: "https://tiles.example/style.json" };

  it("allows nothing from Cloudflare when Turnstile is off", () => {
    for (const csp of [contentSecurityPolicy(base), contentSecurityPolicy({ ...base, nonce: null })]) {
      expect(csp).not.toContain("cloudflare");
      expect(directive(csp, "frame-src")).toBe("frame-src 'self'");
    }
  });

  it("allows Cloudflare's script, frame and connection when it is on", () => {
    const csp = contentSecurityPolicy({ ...base, turnstile: true });
    expect(directive(csp, "script-src")).toBe("script-src 'nonce-abc' 'strict-dynamic' https://challenges.cloudflare.com");
    expect(directive(csp, "frame-src")).toBe("frame-src 'self' https://challenges.cloudflare.com");
    expect(directive(csp, "connect-src")).toContain("https://challenges.cloudflare.com");
    expect(directive(csp, "object-src")).toBe("object-src 'none'");
  });

  it("only /submit shows the widget", () => {
    expect(showsTurnstile("/submit")).toBe(true);
    expect(showsTurnstile("/submit/")).toBe(true);
    expect(showsTurnstile("/admin")).toBe(false);
    expect(showsTurnstile("/submitted")).toBe(false);
  });

  it("TURNSTILE_VERIFY_URL defaults to Cloudflare's siteverify and must be a URL", () => {
    process.env = { NODE_ENV: "test" } as NodeJS.ProcessEnv;
    resetEnvForTests();
    expect(getEnv().TURNSTILE_VERIFY_URL).toBe("https://challenges.cloudflare.com/turnstile/v0/siteverify");
    process.env = { NODE_ENV: "test", TURNSTILE_VERIFY_URL: "not a url" } as NodeJS.ProcessEnv;
    resetEnvForTests();
    expect(() => getEnv()).toThrow(/TURNSTILE_VERIFY_URL/);
  });
});
