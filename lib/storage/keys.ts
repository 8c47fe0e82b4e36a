/**
 * Stored objects are named "{folder}/{uuid}": folder "submissions" for visitors' shop images,
 * "public" for the admin's blog and event images. Nothing else is a valid key, so no address can
 * reach outside the upload folder. An object's address on this site is /api/objects/{key}.
 */
export type Visibility = "submission" | "public";

const FOLDERS: Record<Visibility, string> = { submission: "submissions", public: "public" };
const KEY_PATTERN = /^(submissions|public)\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export const OBJECTS_PATH = "/api/objects/";

export function newObjectKey(visibility: Visibility, id: string = crypto.randomUUID()): string {
  return `${FOLDERS[visibility]}/${id}`;
}

export function isObjectKey(key: string): boolean {
  return KEY_PATTERN.test(key);
}

export function objectAddress(key: string): string {
  return `${OBJECTS_PATH}${key}`;
}

/** The key behind one of this site's object addresses (relative or absolute, query ignored), or null. */
export function keyFromAddress(address: string): string | null {
  let pathname: string;
  try {
    pathname = new URL(address, "http://placeholder.invalid").pathname;
  } catch {
    return null;
  }
  if (!pathname.startsWith(OBJECTS_PATH)) return null;
  const key = pathname.slice(OBJECTS_PATH.length);
  return isObjectKey(key) ? key : null;
}

/** The key of any address this site hands out for an object: its /api/objects/… path, or a Vercel Blob URL with that path. */
export function keyFromStoredAddress(address: string): string | null {
  const direct = keyFromAddress(address);
  if (direct) return direct;
  try {
    const url = new URL(address);
    return url.protocol === "https:" && url.hostname.endsWith(".blob.vercel-storage.com") ? keyFromAddress(`${OBJECTS_PATH.slice(0, -1)}${url.pathname}`) : null;
  } catch {
    return null;
  }
}
