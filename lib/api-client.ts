/**
 * The one browser-side fetch helper: every call sends credentials, and any
 * non-ok answer becomes an ApiError whose message is "{status}: {body text or status text}".
 */

export class ApiError extends Error {
  override name = "ApiError";
  constructor(
    readonly status: number,
    readonly body: string,
    statusText: string,
  ) {
    super(`${status}: ${body || statusText}`);
  }

  /** The server's own words: the {message} (or {error}) field of a JSON error body. */
  get serverMessage(): string | null {
    try {
      const parsed: unknown = JSON.parse(this.body);
      if (parsed && typeof parsed === "object") {
        const { message, error } = parsed as { message?: unknown; error?: unknown };
        if (typeof message === "string" && message) return message;
        if (typeof error === "string" && error) return error;
      }
    } catch {
      // Not JSON: a proxy's or the platform's plain text page.
    }
    return null;
  }

  /** Field problems of a 400 answer ({issues: [{path, message}]}), when the server sent them. */
  get issues(): { path: string; message: string }[] {
    try {
      const parsed = JSON.parse(this.body) as { issues?: unknown };
      if (!Array.isArray(parsed.issues)) return [];
      return parsed.issues.flatMap((issue: unknown) => {
        if (!issue || typeof issue !== "object") return [];
        const { path, message } = issue as { path?: unknown; message?: unknown };
        if (typeof message !== "string") return [];
        const joined = Array.isArray(path) ? path.join(".") : typeof path === "string" ? path : "";
        return [{ path: joined, message }];
      });
    } catch {
      return [];
    }
  }
}

export function isApiError(err: unknown, status?: number): err is ApiError {
  return err instanceof ApiError && (status === undefined || err.status === status);
}

/**
 * Fired on `window` when a call answers 401, whatever made it: the admin app opens its sign-in
 * dialog over the dashboard (app/admin/_components/admin-app.tsx) so that nothing typed is lost.
 */
export const UNAUTHORIZED_EVENT = "farmshops:unauthorized";

/** The ApiError of a failed answer; a 401 is announced first (UNAUTHORIZED_EVENT). */
export async function errorOf(response: Response): Promise<ApiError> {
  if (response.status === 401 && typeof window !== "undefined") window.dispatchEvent(new Event(UNAUTHORIZED_EVENT));
  return new ApiError(response.status, (await response.text().catch(() => "")).trim(), response.statusText);
}

/**
 * The page's language (its `lang`: "ga" on the Irish pages), sent as Accept-Language so that what
 * a call sets off speaks it too: an owner's mails come in the language of the page they used.
 */
function pageLanguage(): Record<string, string> {
  const lang = typeof document === "undefined" ? "" : document.documentElement.lang;
  return lang ? { "Accept-Language": lang } : {};
}

/** Sends a request (JSON body when given) and returns the ok response; throws ApiError otherwise. */
export async function apiRequest(method: string, url: string, body?: unknown): Promise<Response> {
  const response = await fetch(url, {
    method,
    credentials: "include",
    headers:
      body === undefined
        ? { Accept: "application/json", ...pageLanguage() }
        : { Accept: "application/json", "Content-Type": "application/json", ...pageLanguage() },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw await errorOf(response);
  return response;
}

/** apiRequest, then the JSON answer (null for an empty 204-style body). */
export async function apiJson<T>(method: string, url: string, body?: unknown): Promise<T> {
  const response = await apiRequest(method, url, body);
  const text = await response.text();
  return (text ? JSON.parse(text) : null) as T;
}

/** The default read: GET the key path. */
export function getJson<T>(url: string): Promise<T> {
  return apiJson<T>("GET", url);
}
