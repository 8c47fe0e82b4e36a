import { IMAGE_MAX_BYTES } from "@/lib/catalog";
import { apiJson, isApiError } from "@/lib/api-client";

/** A refusal the owner can act on; its message is shown as is. */
export class UploadError extends Error {
  override name = "UploadError";
}

/** Shop images go to the submission store; blog and event images are published to a public address. */
export type UploadKind = "submission" | "public";

export const TOO_LARGE_MESSAGE = "This image is larger than 5 MB. Please choose a smaller image.";
export const NOT_IMAGE_MESSAGE = "Only image files (JPEG, PNG, WebP, GIF) can be uploaded.";
export const PUBLISH_FAILED_MESSAGE = "Failed to publish image. Please try again.";

/** Checks done before anything is sent, so the owner hears at once why a file is refused. */
export function checkImageFile(file: File): string | null {
  if (!file.type.startsWith("image/")) return NOT_IMAGE_MESSAGE;
  if (file.size > IMAGE_MAX_BYTES) return TOO_LARGE_MESSAGE;
  if (file.size === 0) return "This file is empty. Please choose another image.";
  return null;
}

function storedAddress(body: unknown): string | null {
  if (!body || typeof body !== "object") return null;
  const b = body as Record<string, unknown>;
  for (const key of ["url", "objectPath", "path", "publicUrl"]) {
    const v = b[key];
    if (typeof v === "string" && v) return v;
  }
  return null;
}

function refusalMessage(status: number, body: string): string {
  if (status === 413) return TOO_LARGE_MESSAGE;
  if (status === 415) return NOT_IMAGE_MESSAGE;
  try {
    const parsed = JSON.parse(body) as { message?: unknown };
    if (typeof parsed.message === "string" && parsed.message) return parsed.message;
  } catch {
    // plain text body: fall through to the generic message
  }
  return `The upload failed (${status}). Please try again.`;
}

/** PUTs the file to the upload address; XMLHttpRequest because fetch cannot report upload progress. */
function putFile(
  uploadURL: string,
  file: File,
  onProgress: (percent: number) => void,
): Promise<string> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("PUT", uploadURL);
    xhr.withCredentials = true;
    xhr.setRequestHeader("Content-Type", file.type);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress(Math.round((e.loaded / e.total) * 100));
    };
    xhr.onerror = () =>
      reject(new UploadError("The upload was interrupted. Check your connection and try again."));
    xhr.onload = () => {
      if (xhr.status < 200 || xhr.status >= 300) {
        reject(new UploadError(refusalMessage(xhr.status, xhr.responseText)));
        return;
      }
      let parsed: unknown = null;
      try {
        parsed = JSON.parse(xhr.responseText);
      } catch {
        // A bare 200 (e.g. a blob store): the address is the upload address without its signature.
      }
      resolve(storedAddress(parsed) ?? uploadURL.split("?")[0] ?? uploadURL);
    };
    xhr.send(file);
  });
}

/**
 * The upload contract: ask for an upload address, PUT the file there, and (for
 * blog and event images) publish it. Resolves to the address to store on the record.
 */
export async function uploadImage(
  file: File,
  kind: UploadKind,
  onProgress: (percent: number) => void,
): Promise<string> {
  const problem = checkImageFile(file);
  if (problem) throw new UploadError(problem);
  let uploadURL: string;
  try {
    ({ uploadURL } = await apiJson<{ uploadURL: string }>(
      "POST",
      kind === "public" ? "/api/objects/upload-public" : "/api/objects/upload",
      { contentType: file.type, size: file.size, name: file.name },
    ));
  } catch (err) {
    if (isApiError(err, 429))
      throw new UploadError("Too many uploads. Please wait a minute and try again.");
    // The administrator's session ended (the admin app asks for the password again).
    if (isApiError(err, 401))
      throw new UploadError("Your session has ended. Sign in again, then choose the image again.");
    throw new UploadError("Could not start the upload. Please try again.");
  }
  const stored = await putFile(uploadURL, file, onProgress);
  if (kind === "submission") return stored;
  try {
    const { publicUrl } = await apiJson<{ publicUrl: string }>("POST", "/api/objects/publish", {
      uploadedUrl: stored,
    });
    return publicUrl;
  } catch {
    throw new UploadError(PUBLISH_FAILED_MESSAGE);
  }
}
