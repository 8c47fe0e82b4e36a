"use client";

import { useSyncExternalStore } from "react";

/*
 * Whether the admin's session ended while the dashboard was open (a call answered 401: the idle
 * limit, "Sign out everywhere" elsewhere, a changed password). The dashboard stays mounted, with
 * every form as it was, and a sign-in dialog opens over it (admin-app.tsx): nothing typed is lost.
 * One flag per browser tab, kept outside React so that the query client can set it.
 */

let ended = false;
const listeners = new Set<() => void>();

function set(value: boolean) {
  if (ended === value) return;
  ended = value;
  for (const listener of listeners) listener();
}

export const markSessionEnded = () => set(true);
export const isSessionEnded = () => ended;
export const clearSessionEnded = () => set(false);

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useSessionEnded(): boolean {
  return useSyncExternalStore(subscribe, () => ended, () => false);
}

/*
 * Whether the login screen has just signed in: the dashboard that replaces it then takes the
 * keyboard's focus on its heading (the Sign In button that had it is gone with the screen).
 */
let signedIn = false;
export const markSignedIn = () => {
  signedIn = true;
};
export function takeSignedIn(): boolean {
  const was = signedIn;
  signedIn = false;
  return was;
}
