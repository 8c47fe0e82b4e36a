import "server-only";
import { readLimited } from "@/lib/api/body";
import { getAuthSecrets } from "@/lib/auth/secrets";
import { IMAGE_MAX_BYTES } from "@/lib/catalog";
import { AppError } from "@/lib/errors";
import { getStorage } from "./driver";
import { newObjectKey, objectAddress, type Visibility } from "./keys";
import { signUpload, verifyUploadSignature } from "./signature";
import { sniffImageType } from "./sniff";
import { claimUploadToken, createUploadToken, recordUploadType } from "./tokens";

/** An upload address is good for a quarter of an hour (plenty to pick a file and send it). */
export const UPLOAD_URL_TTL_SECONDS = 15 * 60;

/**
 * A signed, expiring, single-use address on this site that takes one PUT of an image:
 * /api/objects/{folder}/{uuid}?expires=…&signature=…  Without its query it is also the address
 * the image is served from (on local disk), like the signed URLs of a cloud bucket.
 */
export async function createUploadUrl(visibility: Visibility): Promise<string> {
  const id = crypto.randomUUID();
  const key = newObjectKey(visibility, id);
  const expires = Math.floor(Date.now() / 1000) + UPLOAD_URL_TTL_SECONDS;
  await createUploadToken({ id, key, visibility, expiresAt: new Date(expires * 1000) });
  const { secret } = await getAuthSecrets();
  const query = new URLSearchParams({ expires: String(expires), signature: signUpload({ key, expires, secret }) });
  return `${objectAddress(key)}?${query.toString()}`;
}

export type UploadResult = { url: string; contentType: string; size: number };

/**
 * Takes one PUT to an upload address: signature and expiry first (403), a declared size over
 * 5 MB (413) before the address is used up, then the atomic claim (409 when used), then the body
 * (never more than 5 MB read: 413) and its sniffed type (415).
 */
export async function receiveUpload(req: Request, key: string): Promise<UploadResult> {
  const params = new URL(req.url).searchParams;
  const expires = Number(params.get("expires"));
  const signature = params.get("signature") ?? "";
  const { secret } = await getAuthSecrets();
  if (!Number.isInteger(expires) || !verifyUploadSignature({ key, expires, signature, secret })) {
    throw new AppError("forbidden", "This upload address is not valid. Ask for a new one.");
  }
  if (expires * 1000 <= Date.now()) throw new AppError("forbidden", "This upload address has expired. Ask for a new one.");
  const declared = Number(req.headers.get("content-length") ?? "");
  if (Number.isFinite(declared) && declared > IMAGE_MAX_BYTES) throw imageTooLarge();

  const id = key.slice(key.indexOf("/") + 1);
  const claim = await claimUploadToken({ id, key });
  if (claim === "used") throw new AppError("conflict", "This upload address has already been used. Ask for a new one.");
  if (claim === "expired") throw new AppError("forbidden", "This upload address has expired. Ask for a new one.");
  if (claim === "unknown") throw new AppError("forbidden", "This upload address is not valid. Ask for a new one.");

  let bytes: Uint8Array;
  try {
    bytes = await readLimited(req, IMAGE_MAX_BYTES);
  } catch (err) {
    throw err instanceof AppError && err.code === "payload_too_large" ? imageTooLarge() : err;
  }
  // A body cut off before its declared length is not stored (a truncated image would still sniff fine).
  if (Number.isFinite(declared) && req.headers.has("content-length") && bytes.byteLength !== declared) {
    throw new AppError("bad_request", "The upload was incomplete. Please upload the image again.");
  }
  if (bytes.byteLength === 0) throw new AppError("bad_request", "The upload is empty. Send the image file as the request body.");
  const contentType = sniffImageType(bytes);
  if (!contentType) throw new AppError("unsupported_media_type", "Only JPEG, PNG, WebP, GIF or AVIF images can be uploaded.");
  const url = await (await getStorage()).put(key, bytes, contentType);
  await recordUploadType({ id, contentType });
  return { url, contentType, size: bytes.byteLength };
}

function imageTooLarge(): AppError {
  return new AppError("payload_too_large", "Images can be at most 5 MB (5,242,880 bytes).");
}
