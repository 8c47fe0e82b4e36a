import { isApiError } from "@/lib/api-client";

/**
 * What a public form says when a call to the API fails, as a key of its messages. The API answers
 * in English (other clients read it), so a form never shows the answer's own words: it names the
 * answers it expects by their status (429 → "tooMany") and says `fallback` for anything else, a
 * network failure included. The English messages of those keys are the API's words, so English
 * pages read as they always did.
 */
export function apiProblemKey<K extends string>(err: unknown, known: Partial<Record<number, K>>, fallback: K): K {
  return (isApiError(err) && known[err.status]) || fallback;
}
