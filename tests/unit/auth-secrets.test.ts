import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";

const saved = { ...process.env };

/** A fresh copy of the settings and secrets modules (both cache what they read). */
async function load(env: Record<string, string | undefined>) {
  process.env = { ...env } as NodeJS.ProcessEnv;
  vi.resetModules();
  const secrets = await import("@/lib/auth/secrets");
  const password = await import("@/lib/auth/password");
  const { ConfigError } = await import("@/lib/env");
  return { ...secrets, ...password, ConfigError };
}

afterEach(() => {
  process.env = { ...saved };
  vi.restoreAllMocks();
});

describe("admin secrets", () => {
  it("refuses hosted production (production + DATABASE_URL) without a secret and a password, naming both", async () => {
    const { getAuthSecrets, ConfigError } = await load({ NODE_ENV: "production", DATABASE_URL: "postgres://u@127.0.0.1/db" });
    const err = await getAuthSecrets().catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ConfigError);
    expect(String(err)).toMatch(/AUTH_SECRET/);
    expect(String(err)).toMatch(/ADMIN_PASSWORD/);
  });

  it("refuses a placeholder AUTH_SECRET in hosted production", async () => {
    const { getAuthSecrets } = await load({
      NODE_ENV: "production",
      DATABASE_URL: "postgres://u@127.0.0.1/db",
      AUTH_SECRET: "changeme-changeme-changeme-changeme",
      ADMIN_PASSWORD: "a-real-password",
    });
    await expect(getAuthSecrets()).rejects.toThrow(/placeholder/);
  });

  it("uses the environment's secret and password in hosted production", async () => {
    const { getAuthSecrets, verifyPassword } = await load({
      NODE_ENV: "production",
      DATABASE_URL: "postgres://u@127.0.0.1/db",
      AUTH_SECRET: "x".repeat(40),
      ADMIN_PASSWORD: "a-real-password",
    });
    const s = await getAuthSecrets();
    expect(s.secret).toBe("x".repeat(40));
    expect(await verifyPassword("a-real-password", s.passwordHash)).toBe(true);
    expect(await verifyPassword("a-real-passwort", s.passwordHash)).toBe(false);
  });

  it("on the embedded database generates both once, prints the password once, and keeps only its hash", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "secrets-test-"));
    const log = vi.spyOn(console, "log").mockImplementation(() => undefined);
    const first = await (await load({ NODE_ENV: "production", DATA_DIR: dir })).getAuthSecrets();
    const printed = log.mock.calls.flat().join("\n");
    const password = /shown once\): (\S+)/.exec(printed)?.[1];
    expect(password).toBeTruthy();
    const stored = fs.readFileSync(path.join(dir, "secrets.json"), "utf8");
    expect(stored).not.toContain(password);
    log.mockClear();
    const again = await (await load({ NODE_ENV: "production", DATA_DIR: dir })).getAuthSecrets();
    expect(again).toEqual(first);
    expect(log).not.toHaveBeenCalled();
    const { verifyPassword } = await import("@/lib/auth/password");
    expect(await verifyPassword(password!, again.passwordHash)).toBe(true);
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
