"use client";

import { type RefObject, useCallback, useEffect, useRef, useState } from "react";

/**
 * Focus for an element once the next render is on screen: a control that had the keyboard's focus
 * (a Remove or Delete button, a reviewed card) is gone by then, and the element on `ref` takes
 * it instead. `focusLater()` asks for it; the effect gives it after React has rendered (and after
 * a closing dialog has handed focus back to its opener).
 */
export function useFocusLater<T extends HTMLElement>(): [RefObject<T | null>, () => void] {
  const ref = useRef<T>(null);
  const [asked, setAsked] = useState(0);
  useEffect(() => {
    if (asked > 0) ref.current?.focus();
  }, [asked]);
  return [ref, useCallback(() => setAsked((n) => n + 1), [])];
}

/**
 * Focus for the element on `ref` once it is mounted, when `when` holds: a form the admin has just
 * moved to (Edit far below it in the list, a save, Cancel) takes the keyboard's focus.
 */
export function useFocusOnMount<T extends HTMLElement>(when: boolean): RefObject<T | null> {
  const ref = useRef<T>(null);
  useEffect(() => {
    if (when) ref.current?.focus();
  }, [when]);
  return ref;
}
