"use client";

import { createContext, useCallback, useContext, useEffect, useRef, useState, type ReactNode } from "react";
import { ConfirmDialog } from "./confirm-dialog";

/** What `useGuardedForm` needs of a react-hook-form form: its `subscribe`. */
type FormSubscribe = (payload: { formState: { isDirty: true }; callback: (state: { isDirty?: boolean }) => void }) => () => void;

/** A guard over a form mounted below its owner: the form registers its "changed?" (`useGuardedForm`). */
export type LeaveGuard = {
  registerDirty: (isDirty: (() => boolean) | null) => void;
  /** Runs `leave` at once, or once the admin discards the changes; `stay` runs when they keep editing. */
  confirmLeave: (leave: () => void, stay?: () => void) => void;
  discardDialog: ReactNode;
};

/** A link whose click leaves this page in this tab (not a new tab, a download, mail or a #section of the page). */
function leavesPage(link: HTMLAnchorElement): boolean {
  if ((link.target && link.target !== "_self") || link.hasAttribute("download")) return false;
  const url = new URL(link.href, window.location.href);
  if (url.protocol !== "http:" && url.protocol !== "https:") return false;
  const here = window.location;
  return !(url.origin === here.origin && url.pathname === here.pathname && url.search === here.search && url.hash !== "");
}

/** The guards of a page (each one's "changed?"), so that what drops them all at once (signing out) can ask first. */
const PageGuards = createContext<Set<() => boolean> | null>(null);

/** Holds the guards of the forms below it, for useAnyUnsaved. */
export function LeaveGuards({ children }: { children: ReactNode }) {
  const [guards] = useState(() => new Set<() => boolean>());
  return <PageGuards value={guards}>{children}</PageGuards>;
}

/** Whether any form below LeaveGuards has unsaved changes, read when called. */
export function useAnyUnsaved(): () => boolean {
  const guards = useContext(PageGuards);
  return useCallback(() => [...(guards ?? [])].some((dirty) => dirty()), [guards]);
}

/**
 * The owner's half of a guard over a form's unsaved changes. While the registered form has some,
 * leaving the page (reload, another address, closing the tab) asks the browser's own question; a
 * link of the page (the site's header and footer, whose links the app's router follows without
 * the browser asking anything) asks "Discard your changes?" and is followed once they are
 * discarded; and every way of leaving the form that the owner controls (Cancel, Escape, the
 * dialog's close button, editing another item or choosing another shop, which remount the form)
 * goes through `confirmLeave`, which asks the same before it runs `leave`. Render `discardDialog`
 * outside any other dialog's tree.
 */
export function useLeaveGuard(): LeaveGuard {
  const [leaving, setLeaving] = useState<{ leave: () => void; stay?: () => void } | null>(null);
  const formIsDirty = useRef<() => boolean>(() => false);
  // Set when the admin discarded the changes to follow a link: the page is being left.
  const discarded = useRef(false);
  const registerDirty = useCallback((isDirty: (() => boolean) | null) => {
    formIsDirty.current = isDirty ?? (() => false);
    discarded.current = false;
  }, []);
  const dirty = () => !discarded.current && formIsDirty.current();
  const guards = useContext(PageGuards);
  useEffect(() => {
    if (!guards) return;
    const check = () => formIsDirty.current();
    guards.add(check);
    return () => {
      guards.delete(check);
    };
  }, [guards]);

  useEffect(() => {
    const warn = (event: BeforeUnloadEvent) => {
      if (!dirty()) return;
      event.preventDefault();
      // Older browsers show the question only when returnValue is set.
      event.returnValue = "";
    };
    // Before the app's router (React's listeners are on its root, below the document).
    const ask = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = event.target instanceof Element ? event.target.closest("a[href]") : null;
      if (!(link instanceof HTMLAnchorElement) || !leavesPage(link) || !dirty()) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      setLeaving({
        leave: () => {
          discarded.current = true;
          link.click();
        },
      });
    };
    window.addEventListener("beforeunload", warn);
    document.addEventListener("click", ask, true);
    return () => {
      window.removeEventListener("beforeunload", warn);
      document.removeEventListener("click", ask, true);
    };
  }, []);

  const confirmLeave = useCallback((leave: () => void, stay?: () => void) => {
    if (formIsDirty.current()) setLeaving({ leave, stay });
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
        const leave = leaving?.leave;
        setLeaving(null);
        leave?.();
      }}
      onCancel={() => {
        const stay = leaving?.stay;
        setLeaving(null);
        stay?.();
      }}
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
