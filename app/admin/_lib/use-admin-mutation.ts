"use client";

import { useMutation, useQueryClient, type QueryKey } from "@tanstack/react-query";
import { toast } from "sonner";
import { isApiError } from "@/lib/api-client";

export const SESSION_ENDED_TOAST = "session-ended";

/** What to do once the session has ended under a change. */
export const SESSION_ENDED_HINT = "Sign in again, then repeat the change: everything you typed is still here.";

/** The activity log's pages: every change made from the dashboard writes an entry to it. */
const ACTIVITY: QueryKey = ["/api/admin/audit"];

/**
 * A change made from the dashboard: on success it refreshes the named lists and the activity log
 * (which records every change) and may say so; on failure it shows the destructive toast with its
 * exact text.
 */
export function useAdminMutation<TVars, TData = unknown>({
  mutationFn,
  invalidate,
  errorMessage,
  success,
  onSuccess,
}: {
  mutationFn: (vars: TVars) => Promise<TData>;
  invalidate: QueryKey[] | ((vars: TVars) => QueryKey[]);
  errorMessage: string;
  success?: (vars: TVars, data: TData) => { title: string; description?: string } | null;
  onSuccess?: (data: TData, vars: TVars) => void;
}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: async (data, vars) => {
      const lists = typeof invalidate === "function" ? invalidate(vars) : invalidate;
      onSuccess?.(data, vars);
      const message = success?.(vars, data);
      if (message) toast.success(message.title, { description: message.description });
      await Promise.all([...lists, ACTIVITY].map((queryKey) => queryClient.invalidateQueries({ queryKey })));
    },
    onError: (err) => {
      console.error(err);
      // The session ended: the sign-in dialog opens (query-client.ts); this says why it failed.
      // One such toast at a time (its id), taken away once signed in again (admin-app.tsx).
      if (isApiError(err, 401)) toast.error("Your session has ended", { id: SESSION_ENDED_TOAST, description: SESSION_ENDED_HINT });
      // A conflict says why in the server's words ("This import has already been undone."): trying again would not help.
      else if (isApiError(err, 409) && err.serverMessage) toast.error("Error", { description: err.serverMessage });
      else toast.error("Error", { description: errorMessage });
    },
  });
}
