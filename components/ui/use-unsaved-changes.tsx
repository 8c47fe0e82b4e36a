"use client";

import { useCallback, useEffect, useState, type ReactNode } from "react";
import { ConfirmDialog } from "./confirm-dialog";

/**
 * Guards a form's unsaved changes: while `dirty`, leaving the page (reload, another address,
 * closing the tab) asks the browser's own question, and `confirmLeave(leave)` (Cancel, Escape,
 * the dialog's close button) asks "Discard your changes?" before it runs `leave`. Render
 * `discardDialog` outside any other dialog's tree.
 */
export function useUnsavedChanges(dirty: boolean): { confirmLeave: (leave: () => void) => void; discardDialog: ReactNode } {
  const [leaving, setLeaving] = useState<(() => void) | null>(null);

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the question only when returnValue is set.
      event.returnValue = "";
    };
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [dirty]);

  const confirmLeave = useCallback(
    (leave: () => void) => {
      if (dirty) setLeaving(() => leave);
      else leave();
    },
    [dirty],
  );

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
