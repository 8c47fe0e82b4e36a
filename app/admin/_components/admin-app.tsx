"use client";

import dynamic from "next/dynamic";
import { useEffect, useRef } from "react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { toast } from "sonner";
import { UNAUTHORIZED_EVENT } from "@/lib/api-client";
import { LoaderCircle } from "lucide-react";
import { authStatusQuery, keys } from "../_lib/queries";
import { clearSessionEnded, isSessionEnded, markSessionEnded, useSessionEnded } from "../_lib/session-ended";
import { SESSION_ENDED_TOAST } from "../_lib/use-admin-mutation";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { LoginForm, SignInFields } from "./login-form";

// The dashboard's code is fetched only once the status call says the visitor is signed in.
const Dashboard = dynamic(() => import("./dashboard").then((m) => m.Dashboard), {
  ssr: false,
  loading: () => <Centered>Loading dashboard...</Centered>,
});

function Centered({ children }: { children: React.ReactNode }) {
  return (
    <div
      role="status"
      className="flex min-h-[50vh] items-center justify-center gap-2 p-8 text-stone-700"
    >
      <LoaderCircle aria-hidden className="text-brand-600 size-5 animate-spin" />
      {children}
    </div>
  );
}

/** /admin: checks the session, then shows the login screen or the dashboard. */
export function AdminApp() {
  const status = useQuery(authStatusQuery());

  if (status.isPending) return <Centered>Checking authentication...</Centered>;
  if (status.isError) {
    return (
      <div
        role="alert"
        className="mx-auto flex min-h-[50vh] max-w-md flex-col items-center justify-center gap-3 p-8 text-center"
      >
        <p className="text-stone-800">
          Could not check whether you are signed in. Please try again.
        </p>
        <Button onClick={() => void status.refetch()}>Try again</Button>
      </div>
    );
  }
  if (!status.data) return <LoginForm />;
  return (
    <>
      <Dashboard />
      <SessionEndedDialog />
    </>
  );
}

/**
 * The session ended while the dashboard was open: sign in again over it, with every form and
 * dialog below kept as it was. Closing it (to copy text out) leaves the dashboard signed out; the
 * next call that answers 401 opens it again.
 */
const PASSWORD_AGAIN_ID = "admin-password-again";

function SessionEndedDialog() {
  const ended = useSessionEnded();
  const queryClient = useQueryClient();
  // A 401 from any call (lib/api-client.ts), also those made outside the query client (the
  // import, image uploads), opens the dialog while the dashboard is signed in.
  useEffect(() => {
    const onUnauthorized = () => {
      if (queryClient.getQueryData(keys.authStatus) === true) markSessionEnded();
    };
    window.addEventListener(UNAUTHORIZED_EVENT, onUnauthorized);
    return () => window.removeEventListener(UNAUTHORIZED_EVENT, onUnauthorized);
  }, [queryClient]);

  // Focus goes back to where it was once the dialog closes. The browser's own return finds <body>:
  // the button whose call failed was disabled while the call ran, which dropped its focus.
  const focusedBefore = useRef<HTMLElement | null>(null);
  useEffect(() => {
    const onFocus = (e: FocusEvent) => {
      if (!isSessionEnded() && e.target instanceof HTMLElement) focusedBefore.current = e.target;
    };
    document.addEventListener("focusin", onFocus);
    return () => document.removeEventListener("focusin", onFocus);
  }, []);
  useEffect(() => {
    const back = focusedBefore.current;
    if (ended || !back?.isConnected) return;
    if (document.activeElement === null || document.activeElement === document.body) back.focus();
  }, [ended]);
  // The password field takes the focus, not the dialog's first button (Close): signing in is
  // what the dialog is for. After Dialog's own effect has opened it (children's effects run first).
  useEffect(() => {
    if (ended) document.getElementById(PASSWORD_AGAIN_ID)?.focus();
  }, [ended]);
  return (
    <Dialog open={ended} onClose={clearSessionEnded} title="Your session has ended" size="sm">
      <p className="mb-4 text-sm text-stone-700">
        Sign in again to carry on. Everything you typed is still here: once you are signed in,
        repeat what you were doing.
      </p>
      <SignInFields
        id={PASSWORD_AGAIN_ID}
        onSignedIn={() => {
          clearSessionEnded();
          toast.dismiss(SESSION_ENDED_TOAST);
          // Lists that failed while signed out are read again.
          void queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== keys.authStatus[0] });
        }}
      />
    </Dialog>
  );
}
