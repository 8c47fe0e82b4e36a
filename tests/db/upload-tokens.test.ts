import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DbHandle } from "@/lib/db/client";
import { claimUploadToken, createUploadToken } from "@/lib/storage/tokens";
import { newObjectKey } from "@/lib/storage/keys";
import { ENGINES, openTestDatabase } from "../support/test-db";

describe.each(ENGINES)("upload tokens on %s", (engine) => {
  let handle: DbHandle;
  let dispose: () => Promise<void>;
  beforeAll(async () => {
    ({ handle, dispose } = await openTestDatabase(engine));
  });
  afterAll(async () => dispose());

  const make = async (expiresInMs = 60_000) => {
    const id = crypto.randomUUID();
    const key = newObjectKey("submission", id);
    await createUploadToken({ id, key, visibility: "submission", expiresAt: new Date(Date.now() + expiresInMs) });
    return { id, key };
  };

  it("is claimed once: of concurrent claims exactly one wins", async () => {
    const token = await make();
    const results = await Promise.all(Array.from({ length: 5 }, () => claimUploadToken(token)));
    expect(results.filter((r) => r === "claimed")).toHaveLength(1);
    expect(results.filter((r) => r === "used")).toHaveLength(4);
  });

  it("cannot be claimed once expired, nor for another key", async () => {
    const token = await make();
    await handle.db.execute(sql`update upload_tokens set expires_at = now() - interval '1 second' where id = ${token.id}`);
    expect(await claimUploadToken(token)).toBe("expired");
    const other = await make();
    expect(await claimUploadToken({ id: other.id, key: newObjectKey("public", other.id) })).toBe("unknown");
    expect(await claimUploadToken({ id: crypto.randomUUID(), key: other.key })).toBe("unknown");
  });
});
