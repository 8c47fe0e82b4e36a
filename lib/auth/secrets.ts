import fs from "node:fs";
import path from "node:path";
import { createHmac, randomBytes } from "node:crypto";
import { ConfigError, getEnv, isHostedProduction } from "@/lib/env";
import { hashPassword } from "./password";

/**
 * `passwordFingerprint` names the admin password in force (a keyed hash of the plain password or
 * of its hash, never reversible): sessions carry it, so that changing the password ends them all.
 * It is derived from the setting rather than from `passwordHash`, whose salt differs on every
 * start and every instance when the password is given in plain.
 */
export type AuthSecrets = { secret: string; passwordHash: string; passwordFingerprint: string };

type Stored = { authSecret: string; adminPasswordHash: string };

let cached: Promise<AuthSecrets> | undefined;

/**
 * The session-signing secret and the admin password hash. Hosted production (NODE_ENV=production
 * with DATABASE_URL) must set both in the environment and refuses to start otherwise. Elsewhere a
 * missing one is generated on first start and kept in DATA_DIR/secrets.json; a generated admin
 * password is printed once, then only its hash is kept.
 */
export function getAuthSecrets(): Promise<AuthSecrets> {
  cached ??= loadAuthSecrets()
    .then((s) => ({ ...s, passwordFingerprint: fingerprint(s.secret, getEnv().ADMIN_PASSWORD ?? s.passwordHash) })).catch((err: unknown) => {
    cached = undefined;
    throw err;
  });
  return cached;
}

function fingerprint(secret: string, password: string): string {
  return createHmac("sha256", secret).update(`admin-password:${password}`).digest("base64url").slice(0, 22);
}

async function loadAuthSecrets(): Promise<Omit<AuthSecrets, "passwordFingerprint">> {
  const env = getEnv();
  const fromEnvHash = env.ADMIN_PASSWORD_HASH ?? (env.ADMIN_PASSWORD ? await hashPassword(env.ADMIN_PASSWORD) : undefined);
  if (isHostedProduction(env)) {
    const missing = [
      !env.AUTH_SECRET && "AUTH_SECRET (at least 32 random characters, e.g. `openssl rand -base64 32`)",
      !fromEnvHash && "ADMIN_PASSWORD or ADMIN_PASSWORD_HASH",
    ].filter(Boolean);
    if (missing.length > 0 || !env.AUTH_SECRET || !fromEnvHash) {
      throw new ConfigError(
        `Refusing to start in production without: ${missing.join(" and ")}. Set them in the environment (see .env.example).`,
      );
    }
    if (/^(changeme|change-me|secret|password|development)/i.test(env.AUTH_SECRET)) {
      throw new ConfigError("Refusing to start in production: AUTH_SECRET looks like a placeholder. Use a random value.");
    }
    return { secret: env.AUTH_SECRET, passwordHash: fromEnvHash };
  }
  if (env.AUTH_SECRET && fromEnvHash) return { secret: env.AUTH_SECRET, passwordHash: fromEnvHash };

  const file = path.resolve(env.DATA_DIR, "secrets.json");
  let stored: Partial<Stored> = {};
  try {
    stored = JSON.parse(fs.readFileSync(file, "utf8")) as Partial<Stored>;
  } catch {
    // first start
  }
  let changed = false;
  if (!stored.authSecret) {
    stored.authSecret = randomBytes(32).toString("base64url");
    changed = true;
  }
  if (!stored.adminPasswordHash && !fromEnvHash) {
    const password = randomBytes(12).toString("base64url");
    stored.adminPasswordHash = await hashPassword(password);
    changed = true;
    console.log(
      `\n  Admin password (generated, shown once): ${password}\n  Sign in at /admin. Set ADMIN_PASSWORD to choose your own; the hash is kept in ${file}.\n`,
    );
  }
  if (changed) {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, JSON.stringify(stored, null, 2), { mode: 0o600 });
  }
  return {
    secret: env.AUTH_SECRET ?? stored.authSecret,
    passwordHash: fromEnvHash ?? stored.adminPasswordHash ?? "",
  };
}
