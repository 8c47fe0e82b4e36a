import { afterEach, describe, expect, it } from "vitest";
import { ConfigError, getEnv, isHostedProduction, resetEnvForTests } from "@/lib/env";

const saved = { ...process.env };
afterEach(() => {
  process.env = { ...saved };
  resetEnvForTests();
});

describe("env", () => {
  it("applies defaults and treats blank values as unset", () => {
    process.env = { NODE_ENV: "test", DATABASE_URL: "", SEED_DEMO: undefined } as NodeJS.ProcessEnv;
    resetEnvForTests();
    const env = getEnv();
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.DATA_DIR).toBe("./.data");
    expect(env.SEED_DEMO).toBe("1");
    expect(env.GEOCODER_MIN_INTERVAL_MS).toBe(1000);
  });

  it("lists every invalid setting in one clear error", () => {
    process.env = { NODE_ENV: "test", DATABASE_URL: "mysql://x", AUTH_SECRET: "short", SEED_DEMO: "yes" } as NodeJS.ProcessEnv;
    resetEnvForTests();
    expect(() => getEnv()).toThrow(ConfigError);
    try {
      getEnv();
    } catch (err) {
      expect(String(err)).toMatch(/DATABASE_URL/);
      expect(String(err)).toMatch(/AUTH_SECRET/);
      expect(String(err)).toMatch(/SEED_DEMO/);
    }
  });

  it("hosted production means production with DATABASE_URL", () => {
    process.env = { NODE_ENV: "production", DATABASE_URL: "postgres://u@h/db" } as NodeJS.ProcessEnv;
    resetEnvForTests();
    expect(isHostedProduction()).toBe(true);
    process.env = { NODE_ENV: "production" } as NodeJS.ProcessEnv;
    resetEnvForTests();
    expect(isHostedProduction()).toBe(false);
  });
});
