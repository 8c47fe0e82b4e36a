import { MutationCache, QueryCache, QueryClient } from "@tanstack/react-query";
import { isApiError } from "@/lib/api-client";
import { keys } from "./queries";

/**
 * The admin's query client with the defaults: no refetch on focus, data never
 * stale, no retries. A 401 from any call means the session ended: before the dashboard was shown,
 * the login screen; once it is open, the sign-in dialog over it, which every 401 opens by itself
 * (lib/api-client.ts UNAUTHORIZED_EVENT, admin-app.tsx), so that no form loses what was typed.
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
    if (isApiError(err, 401) && client.getQueryData(keys.authStatus) !== true) client.setQueryData(keys.authStatus, false);
  }
  return client;
}
