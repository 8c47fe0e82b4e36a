"use client";

import { useSyncExternalStore } from "react";

/**
 * Browser-only state, shown a moment after the page has hydrated rather than during it.
 *
 * A component that shows something the server could not know (the saved list, the device's clock,
 * the phone's maps app, a carousel's buttons) used to read it with `useSyncExternalStore`, with
 * the server's answer for hydration. When the two differ React re-renders those components at
 * once, synchronously, in the same task as hydration's commit and effects, which made that task
 * one of the page's longest (about 10-15 ms of the shop page's 35). Reading such state only once
 * this store has moved on keeps hydration's own task short: each waiting component re-renders in
 * a task of its own just after it. A page opened later in the visit reads the browser at once.
 */
let settled = false;
const waiting = new Set<() => void>();

/** Runs `work` in a task of its own, after the current one (a message, which fake timers leave alone). */
export function inNextTask(work: () => void): void {
  const channel = new MessageChannel();
  channel.port1.onmessage = () => {
    channel.port1.close();
    work();
  };
  channel.port2.postMessage(null);
}

function subscribe(onSettled: () => void): () => void {
  if (!settled) {
    if (waiting.size === 0) {
      inNextTask(() => {
        settled = true;
        // Each component in a task of its own, so that no one task grows with the page.
        for (const listener of waiting) inNextTask(listener);
        waiting.clear();
      });
    }
    waiting.add(onSettled);
  }
  return () => waiting.delete(onSettled);
}
const isSettled = () => settled;
const notYet = () => false;

/** False on the server, while hydrating and in hydration's own task; true from the next task on. */
export function useAfterHydration(): boolean {
  return useSyncExternalStore(subscribe, isSettled, notYet);
}
