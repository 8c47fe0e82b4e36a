import "server-only";
import type { NextAuthOptions } from "next-auth";
import CredentialsProvider from "next-auth/providers/credentials";
import { getEnv } from "@/lib/env";
import { loginSchema } from "@/lib/validation/auth";
import { getAuthSecrets } from "./secrets";
import { checkAdminPassword } from "./sign-in";
import { knownDevice } from "./device";
import { clientKey } from "./request-info";
import { ADMIN_TOKEN, SESSION_MAX_AGE_SECONDS, newSessionClaims } from "./session";

/**
 * next-auth is the session layer: its JWT (encrypted with the auth secret) is the admin session,
 * whether it was minted by POST /api/admin/auth/login (what the admin screen uses) or by
 * next-auth's own credentials sign-in at /api/auth/*. Both check the password the same way, under
 * the same sign-in limit.
 */
export async function getAuthOptions(): Promise<NextAuthOptions> {
  const env = getEnv();
  const { secret } = await getAuthSecrets();
  // next-auth v4 takes its own address only from NEXTAUTH_URL; derive it from SITE_URL.
  process.env.NEXTAUTH_URL ??= new URL("/api/auth", env.SITE_URL).toString();
  return {
    secret,
    useSecureCookies: env.SITE_URL.startsWith("https://"),
    session: { strategy: "jwt", maxAge: SESSION_MAX_AGE_SECONDS },
    jwt: { maxAge: SESSION_MAX_AGE_SECONDS },
    pages: { signIn: "/admin", error: "/admin" },
    providers: [
      CredentialsProvider({
        name: "Admin password",
        credentials: { password: { label: "Password", type: "password" } },
        async authorize(credentials, req) {
          const parsed = loginSchema.safeParse(credentials ?? {});
          if (!parsed.success) return null;
          const headers = new Headers();
          for (const [k, v] of Object.entries(req.headers ?? {})) if (typeof v === "string") headers.set(k, v);
          try {
            await checkAdminPassword({ password: parsed.data.password, client: clientKey(headers), device: await knownDevice(headers) });
          } catch {
            return null;
          }
          return { id: ADMIN_TOKEN.sub, name: ADMIN_TOKEN.name };
        },
      }),
    ],
    callbacks: {
      // A credentials sign-in opens a server-side session like POST /api/admin/auth/login does.
      jwt: async ({ token, user }) => (user ? { ...token, ...ADMIN_TOKEN, ...(await newSessionClaims()) } : token),
      session: ({ session }) => session,
    },
  };
}
