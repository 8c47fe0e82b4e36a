"use client";

import { useEffect, useRef, type ChangeEvent, type KeyboardEvent } from "react";

/** Keys that step a closed select to another option (typing a letter jumps to one). */
const STEPS = new Set(["ArrowUp", "ArrowDown", "ArrowLeft", "ArrowRight", "Home", "End", "PageUp", "PageDown"]);

/**
 * The handlers of a select whose choice acts (opens a page, sorts): it acts when the choice is
 * made, a pick with the mouse or a finger, Enter, or leaving the select on another option, and
 * not on each key that steps through the options (Chromium and Firefox fire `change` on every
 * arrow key of a closed select, so a keyboard user could never pass the first option).
 */
export function useCommittedSelect(commit: (value: string) => void) {
  // A key is down: the changes it makes are steps (cleared on its keyup; macOS opens the list instead).
  const stepping = useRef(false);
  // The option stepped to and not yet acted on.
  const pending = useRef<string | null>(null);
  const flush = () => {
    const value = pending.current;
    pending.current = null;
    if (value !== null) commit(value);
  };
  return {
    onKeyDown: (e: KeyboardEvent<HTMLSelectElement>) => {
      if (e.key === "Enter") {
        if (pending.current !== null) e.preventDefault();
        flush();
      } else if (STEPS.has(e.key) || (e.key.length === 1 && e.key !== " ")) stepping.current = true;
    },
    onKeyUp: () => {
      stepping.current = false;
    },
    onChange: (e: ChangeEvent<HTMLSelectElement>) => {
      pending.current = e.target.value;
      if (!stepping.current) flush();
    },
    onBlur: flush,
  };
}

/** The select whose choice just navigated, and when: the controls the new page mounts give it the focus back. */
let refocus: { id: string; at: number } | null = null;

/** Before a select's choice navigates to a page that mounts its controls again (a sort). */
export function refocusAfterNavigation(id: string): void {
  refocus = { id, at: Date.now() };
}

/** In controls that a navigation mounts again: the select the visitor used has the focus back, not the page's body. */
export function useRefocus(): void {
  useEffect(() => {
    const wanted = refocus;
    refocus = null;
    if (wanted && Date.now() - wanted.at < 15_000) document.getElementById(wanted.id)?.focus();
  }, []);
}
