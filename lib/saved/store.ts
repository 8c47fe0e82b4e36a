/**
 * Saved shops, kept in the browser only (no account): localStorage key `farmshops:saved` holds a
 * JSON array of `{ slug, savedAt }` (savedAt an ISO timestamp), newest last. Every helper is safe
 * where localStorage is missing or refuses (private mode, a full quota, the server): reads answer
 * an empty list and writes are dropped. Listeners hear changes from this tab (a custom event) and
 * from other tabs (the `storage` event). Client-safe; the offline pages read the same key.
 */
export const SAVED_KEY = "farmshops:saved";
/** The event this tab fires after it changed the list. */
export const SAVED_EVENT = "farmshops:saved-change";
/** More than this many saved shops is not a list anyone plans a day with: the oldest drop off. */
export const SAVED_MAX = 100;

export type SavedShop = { slug: string; savedAt: string };

function storage(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.localStorage;
  } catch {
    return null;
  }
}

function isEntry(value: unknown): value is SavedShop {
  if (!value || typeof value !== "object") return false;
  const { slug, savedAt } = value as Record<string, unknown>;
  return typeof slug === "string" && slug.length > 0 && slug.length <= 200 && typeof savedAt === "string";
}

/** The stored text as it is ("" when none): a cheap, stable snapshot for React's external stores. */
export function savedSnapshot(): string {
  try {
    return storage()?.getItem(SAVED_KEY) ?? "";
  } catch {
    return "";
  }
}

/** The saved shops, oldest first; anything malformed in storage is skipped. */
export function readSaved(): SavedShop[] {
  return parseSaved(savedSnapshot());
}

/** The list in a stored text (see `savedSnapshot`). */
export function parseSaved(raw: string): SavedShop[] {
  if (!raw) return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    if (!Array.isArray(parsed)) return [];
    const seen = new Set<string>();
    return parsed.filter((e): e is SavedShop => isEntry(e) && !seen.has(e.slug) && !!seen.add(e.slug));
  } catch {
    return [];
  }
}

function write(list: SavedShop[]): void {
  const store = storage();
  if (!store) return;
  try {
    store.setItem(SAVED_KEY, JSON.stringify(list.slice(-SAVED_MAX)));
  } catch {
    return;
  }
  window.dispatchEvent(new Event(SAVED_EVENT));
}

export function isSaved(slug: string): boolean {
  return readSaved().some((e) => e.slug === slug);
}

/** Saves the shop, or removes it when it was saved; answers whether it is saved now. */
export function toggleSaved(slug: string): boolean {
  const list = readSaved();
  if (list.some((e) => e.slug === slug)) {
    write(list.filter((e) => e.slug !== slug));
    return false;
  }
  write([...list, { slug, savedAt: new Date().toISOString() }]);
  return true;
}

/**
 * Adds every shop not saved yet (a shared list's "Save all"), keeping the ones already there. The
 * saved list shows the newest first: the shared list's first shop is added last, so that the saved
 * list shows them in the order the shared one did.
 */
export function saveAll(slugs: readonly string[]): void {
  const list = readSaved();
  const have = new Set(list.map((e) => e.slug));
  const now = new Date().toISOString();
  const added = slugs.filter((s) => s && !have.has(s) && !!have.add(s)).map((slug) => ({ slug, savedAt: now }));
  if (added.length > 0) write([...list, ...added.reverse()]);
}

/** Calls `listener` whenever the list changes, in this tab or another; answers the unsubscribe. */
export function subscribeSaved(listener: () => void): () => void {
  if (typeof window === "undefined") return () => {};
  const onStorage = (e: StorageEvent) => {
    if (e.key === null || e.key === SAVED_KEY) listener();
  };
  window.addEventListener(SAVED_EVENT, listener);
  window.addEventListener("storage", onStorage);
  return () => {
    window.removeEventListener(SAVED_EVENT, listener);
    window.removeEventListener("storage", onStorage);
  };
}
