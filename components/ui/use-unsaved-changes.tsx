"use client";

import { useCallback, useEffect, useRef, useState, type ReactNode } from "react";
import { ConfirmDialog } from "./confirm-dialog";

/** What `useGuardedForm` needs of a react-hook-form form: its `subscribe`. */
type FormSubscribe = (payload: { formState: { isDirty: true }; callback: (state: { isDirty?: boolean }) => void }) => () => void;

/** A guard over a form mounted below its owner: the form registers its "changed?" (`useGuardedForm`). */
export type LeaveGuard = {
  registerDirty: (isDirty: (() => boolean) | null) => void;
  confirmLeave: (leave: () => void) => void;
  discardDialog: ReactNode;
};

/**
 * The owner's half of a guard over a form's unsaved changes. While the registered form has some,
 * leaving the page (reload, another address, closing the tab) asks the browser's own question,
 * and every way of leaving the form that the owner controls (Cancel, Escape, the dialog's close
 * button, editing another item or choosing another shop, which remount the form) goes through
 * `confirmLeave`, which asks "Discard your changes?" before it runs `leave`. Render
 * `discardDialog` outside any other dialog's tree.
 */
export function useLeaveGuard(): LeaveGuard {
  const [leaving, setLeaving] = useState<(() => void) | null>(null);
  const formIsDirty = useRef<() => boolean>(() => false);
  const registerDirty = useCallback((isDirty: (() => boolean) | null) => {
    formIsDirty.current = isDirty ?? (() => false);
  }, []);

  useEffect(() => {
    const warn = (event: BeforeUnloadEvent) => {
      if (!formIsDirty.current()) return;
      event.preventDefault();
      // Older browsers show the question only when returnValue is set.
      event.returnValue = "";
    };
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, []);

  const confirmLeave = useCallback((leave: () => void) => {
    if (formIsDirty.current()) setLeaving(() => leave);
    else leave();
  }, []);

  const discardDialog = (
    <ConfirmDialog
      open={leaving !== null}
      title="Discard your changes?"
      message="What you changed here has not been saved. Discard it, or keep editing and save."
      cancelLabel="Keep editing"
      confirmLabel="Discard changes"
      pendingLabel="Discarding..."
      pending={false}
      onConfirm={() => {
        const leave = leaving;
        setLeaving(null);
        leave?.();
      }}
      onCancel={() => setLeaving(null)}
    />
  );
  return { registerDirty, confirmLeave, discardDialog };
}

/**
 * The form's half: registers a react-hook-form form's "changed?" with its owner's guard while it
 * is mounted. Read from the form's own subscription, current as soon as a key is typed: its
 * `formState` is as of the last render, so an Escape pressed right after typing would still read
 * "unchanged".
 */
export function useGuardedForm(registerDirty: LeaveGuard["registerDirty"], subscribe: FormSubscribe): void {
  useEffect(() => {
    let dirty = false;
    const unsubscribe = subscribe({
      formState: { isDirty: true },
      callback: (state) => {
        if (state.isDirty !== undefined) dirty = state.isDirty;
      },
    });
    registerDirty(() => dirty);
    return () => {
      unsubscribe();
      registerDirty(null);
    };
  }, [registerDirty, subscribe]);
}
