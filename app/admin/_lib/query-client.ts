import { MutationCache, QueryCache, QueryClient } from "@tanstack/react-query";
import { isApiError } from "@/lib/api-client";
import { keys } from "./queries";
import { markSessionEnded } from "./session-ended";

/**
 * The admin's query client with the defaults: no refetch on focus, data never
 * stale, no retries. A 401 from any call means the session ended: before the dashboard was shown,
 * the login screen; once it is open, a sign-in dialog over it, so that no form loses what was
 * typed (session-ended.ts).
 */
export function makeAdminQueryClient(): QueryClient {
  const client: QueryClient = new QueryClient({
    defaultOptions: {
      queries: {
        refetchOnWindowFocus: false,
        refetchOnReconnect: false,
        staleTime: Infinity,
        retry: false,
      },
      mutations: { retry: false },
    },
    queryCache: new QueryCache({ onError: (err) => signOutOn401(err) }),
    mutationCache: new MutationCache({ onError: (err) => signOutOn401(err) }),
  });
  function signOutOn401(err: unknown) {
    if (!isApiError(err, 401)) return;
    if (client.getQueryData(keys.authStatus) === true) markSessionEnded();
    else client.setQueryData(keys.authStatus, false);
  }
  return client;
}
