import { describe, expect, it } from "vitest";
import { isObjectKey, keyFromAddress, newObjectKey, objectAddress } from "@/lib/storage/keys";
import { signUpload, verifyUploadSignature } from "@/lib/storage/signature";
import { optionalImageUrl } from "@/lib/validation/common";

const secret = "s".repeat(40);
const key = "submissions/0b7c6a0e-5f3e-4d1e-9a8b-1c2d3e4f5a6b";

describe("object keys", () => {
  it("names objects folder/uuid and nothing else", () => {
    expect(newObjectKey("submission")).toMatch(/^submissions\/[0-9a-f-]{36}$/);
    expect(newObjectKey("public")).toMatch(/^public\/[0-9a-f-]{36}$/);
    expect(isObjectKey(key)).toBe(true);
    for (const bad of ["../secrets.json", "submissions/../../x", "submissions/abc", "other/0b7c6a0e-5f3e-4d1e-9a8b-1c2d3e4f5a6b", `${key}/x`, `/${key}`])
      expect(isObjectKey(bad)).toBe(false);
  });

  it("reads the key back from relative, absolute and signed addresses", () => {
    expect(keyFromAddress(objectAddress(key))).toBe(key);
    expect(keyFromAddress(`https://farmshops.example${objectAddress(key)}?expires=1&signature=x`)).toBe(key);
    expect(keyFromAddress("/api/objects/submissions/../../secrets.json")).toBeNull();
    expect(keyFromAddress("https://evil.example/elsewhere")).toBeNull();
  });

  it("stored addresses pass the image address validation of shops, events and posts", () => {
    expect(optionalImageUrl().safeParse(objectAddress(key)).success).toBe(true);
  });
});

describe("upload signatures", () => {
  it("verifies its own signature and nothing altered", () => {
    const signature = signUpload({ key, expires: 2000000000, secret });
    expect(verifyUploadSignature({ key, expires: 2000000000, signature, secret })).toBe(true);
    expect(verifyUploadSignature({ key, expires: 2000000001, signature, secret })).toBe(false);
    expect(verifyUploadSignature({ key: key.replace("submissions", "public"), expires: 2000000000, signature, secret })).toBe(false);
    expect(verifyUploadSignature({ key, expires: 2000000000, signature, secret: "t".repeat(40) })).toBe(false);
    expect(verifyUploadSignature({ key, expires: 2000000000, signature: "", secret })).toBe(false);
  });
});
