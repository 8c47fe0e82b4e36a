"use client";

import { useCallback, useEffect, useLayoutEffect, useRef, useState, type ReactNode } from "react";
import { ConfirmDialog } from "./confirm-dialog";

/** What `formDirty` needs of a react-hook-form form: its `subscribe`. */
type FormSubscribe = (payload: { formState: { isDirty: true }; callback: (state: { isDirty?: boolean }) => void }) => () => void;

/**
 * A react-hook-form form's "changed?", current as soon as a key is typed: its `formState` is as of
 * the last render, so an Escape pressed right after typing would still read "unchanged".
 */
export function useFormDirty(subscribe: FormSubscribe): () => boolean {
  const dirty = useRef(false);
  useEffect(
    () =>
      subscribe({
        formState: { isDirty: true },
        callback: (state) => {
          if (state.isDirty !== undefined) dirty.current = state.isDirty;
        },
      }),
    [subscribe],
  );
  return useCallback(() => dirty.current, []);
}

/**
 * Guards a form's unsaved changes: while `isDirty()` says so, leaving the page (reload, another
 * address, closing the tab) asks the browser's own question, and `confirmLeave(leave)` (Cancel,
 * Escape, the dialog's close button) asks "Discard your changes?" before it runs `leave`. The
 * form is asked at that moment (`useFormDirty`). Render `discardDialog` outside any other
 * dialog's tree.
 */
export function useUnsavedChanges(isDirty: () => boolean): { confirmLeave: (leave: () => void) => void; discardDialog: ReactNode } {
  const [leaving, setLeaving] = useState<(() => void) | null>(null);
  const dirty = useRef(isDirty);
  useLayoutEffect(() => {
    dirty.current = isDirty;
  });

  useEffect(() => {
    const warn = (event: BeforeUnloadEvent) => {
      if (!dirty.current()) return;
      event.preventDefault();
      // Older browsers show the question only when returnValue is set.
      event.returnValue = "";
    };
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, []);

  const confirmLeave = useCallback((leave: () => void) => {
    if (dirty.current()) setLeaving(() => leave);
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
  return { confirmLeave, discardDialog };
}

/** A guard for a form mounted below its owner: the form registers its "changed?" (`useGuardedForm`). */
export type LeaveGuard = {
  registerDirty: (isDirty: (() => boolean) | null) => void;
  confirmLeave: (leave: () => void) => void;
  discardDialog: ReactNode;
};

/**
 * The owner's half of a guard: every way of leaving the form that the owner controls (Cancel,
 * Escape, editing another item, choosing another shop, which remount the form) goes through
 * `confirmLeave`, which asks while the registered form has unsaved changes.
 */
export function useLeaveGuard(): LeaveGuard {
  const formIsDirty = useRef<() => boolean>(() => false);
  const { confirmLeave, discardDialog } = useUnsavedChanges(() => formIsDirty.current());
  const registerDirty = useCallback((isDirty: (() => boolean) | null) => {
    formIsDirty.current = isDirty ?? (() => false);
  }, []);
  return { registerDirty, confirmLeave, discardDialog };
}

/** The form's half: registers a react-hook-form form's "changed?" with its owner's guard while mounted. */
export function useGuardedForm(registerDirty: LeaveGuard["registerDirty"], subscribe: FormSubscribe): void {
  const isDirty = useFormDirty(subscribe);
  useEffect(() => {
    registerDirty(isDirty);
    return () => registerDirty(null);
  }, [isDirty, registerDirty]);
}
