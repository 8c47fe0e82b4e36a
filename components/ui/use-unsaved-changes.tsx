"use client";

import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from "react";
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

/** The guards of a page: each one's "changed?", and whether the admin chose to leave the page, discarding them. */
type PageGuardSet = { guards: Set<() => boolean>; leaving: { current: boolean } };
const PageGuards = createContext<PageGuardSet | null>(null);

/** What the discarding question says: English in the admin area, the page's language on a public page (LeaveGuards' `texts`). */
export type DiscardTexts = { title: string; message: string; confirmLabel: string; cancelLabel: string; pendingLabel: string; closeLabel: string };

const ENGLISH: DiscardTexts = {
  title: "Discard your changes?",
  message: "What you changed here has not been saved. Discard it, or keep editing and save.",
  confirmLabel: "Discard changes",
  cancelLabel: "Keep editing",
  pendingLabel: "Discarding...",
  closeLabel: "Close",
};
const Texts = createContext<DiscardTexts>(ENGLISH);

/**
 * The same discarding question everywhere, around what runs on either answer; what discarding
 * also does (signing out) may reword its message and its button, and show it running.
 */
export function DiscardDialog({
  open,
  message,
  confirmLabel,
  pendingLabel,
  pending = false,
  onConfirm,
  onCancel,
}: {
  open: boolean;
  message?: string;
  confirmLabel?: string;
  pendingLabel?: string;
  pending?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const texts = useContext(Texts);
  return (
    <ConfirmDialog
      open={open}
      title={texts.title}
      message={message ?? texts.message}
      cancelLabel={texts.cancelLabel}
      closeLabel={texts.closeLabel}
      confirmLabel={confirmLabel ?? texts.confirmLabel}
      pendingLabel={pendingLabel ?? texts.pendingLabel}
      pending={pending}
      onConfirm={onConfirm}
      onCancel={onCancel}
    />
  );
}

/**
 * Holds the guards of the forms below it (useLeaveGuard), whichever tab they are in, and guards
 * the page's links for them all: a link that leaves the page in this tab (the site's header and
 * footer, whose links the app's router would follow without the browser asking anything) asks
 * "Discard your changes?" while any form has unsaved changes, and is followed once they are
 * discarded, by a whole page load (as it is without changes). Its question is rendered here,
 * outside the tabs: a form's own may sit in a hidden one.
 */
export function LeaveGuards({ children, texts = ENGLISH }: { children: ReactNode; texts?: DiscardTexts }) {
  const [guards] = useState(() => new Set<() => boolean>());
  const leaving = useRef(false);
  const page = useMemo<PageGuardSet>(() => ({ guards, leaving }), [guards]);
  const [link, setLink] = useState<HTMLAnchorElement | null>(null);
  // The link of a question answered "Keep editing": the focus goes back to it once the dialog has closed.
  const keptFrom = useRef<HTMLAnchorElement | null>(null);
  useEffect(() => {
    if (link !== null || !keptFrom.current) return;
    focusBack(keptFrom.current);
    keptFrom.current = null;
  }, [link]);
  useEffect(() => {
    // Before the app's router: React's listeners are on its root, below the document.
    const ask = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const target = event.target instanceof Element ? event.target.closest("a[href]") : null;
      if (!(target instanceof HTMLAnchorElement) || !leavesPage(target)) return;
      // Out of this page by a whole page load, never by the app's router: the page keeps a history
      // entry of its own, so that Back and Forward out of it ask the browser's own question too
      // (the router's Forward, a page swapped in place, left a draft without a word). The link's
      // own click handlers still run (the language switch remembers the choice); Next's Link,
      // finding the default prevented, leaves the navigation to this.
      event.preventDefault();
      if (page.leaving.current || ![...page.guards].some((dirty) => dirty())) {
        window.location.assign(target.href);
        return;
      }
      // Asked first: nothing else hears this click; once the changes are discarded, it comes again.
      event.stopImmediatePropagation();
      setLink(target);
    };
    document.addEventListener("click", ask, true);
    return () => document.removeEventListener("click", ask, true);
  }, [page]);
  return (
    <PageGuards value={page}>
      <Texts value={texts}>
        {children}
        <DiscardDialog
          open={link !== null}
          onConfirm={() => {
            setLink(null);
            leaving.current = true;
            // A page that is still here when the admin acts again (the link's page was slow, and
            // they stayed) is guarded again: the changes are still in their forms.
            const rearm = () => {
              leaving.current = false;
              document.removeEventListener("pointerdown", rearm, true);
              document.removeEventListener("keydown", rearm, true);
            };
            document.addEventListener("pointerdown", rearm, true);
            document.addEventListener("keydown", rearm, true);
            // The link clicked again, now let through (its handlers run); one no longer on the page is followed.
            if (link?.isConnected) link.click();
            else if (link) window.location.assign(link.href);
          }}
          onCancel={() => {
            keptFrom.current = link;
            setLink(null);
          }}
        />
      </Texts>
    </PageGuards>
  );
}

/**
 * After "Keep editing": the dialog gives the focus back to the link it came from, unless the link
 * is no longer shown (a phone's header menu closes on a tap outside it, the dialog's button too);
 * then the focus goes to the button that opens the link's hidden panel, not to the page's body.
 */
function focusBack(link: HTMLAnchorElement): void {
  if (link.getClientRects().length > 0) return;
  const panel = link.closest<HTMLElement>("[hidden][id]");
  if (panel) document.querySelector<HTMLElement>(`[aria-controls="${CSS.escape(panel.id)}"]`)?.focus();
}

/** Whether any form below LeaveGuards has unsaved changes, read when called. */
export function useAnyUnsaved(): () => boolean {
  const page = useContext(PageGuards);
  return useCallback(() => [...(page?.guards ?? [])].some((dirty) => dirty()), [page]);
}

/**
 * The owner's half of a guard over a form's unsaved changes. While the registered form has some,
 * leaving the page (reload, another address, closing the tab) asks the browser's own question; a
 * link of the page asks "Discard your changes?" first (LeaveGuards, above the owner); and every
 * way of leaving the form that the owner controls (Cancel, Escape, the dialog's close button,
 * editing another item or choosing another shop, which remount the form) goes through
 * `confirmLeave`, which asks the same before it runs `leave`. Render `discardDialog` outside any
 * other dialog's tree.
 */
export function useLeaveGuard(): LeaveGuard {
  const [leaving, setLeaving] = useState<{ leave: () => void; stay?: () => void } | null>(null);
  const formIsDirty = useRef<() => boolean>(() => false);
  const registerDirty = useCallback((isDirty: (() => boolean) | null) => {
    formIsDirty.current = isDirty ?? (() => false);
  }, []);
  const page = useContext(PageGuards);
  useEffect(() => {
    if (!page) return;
    const check = () => formIsDirty.current();
    page.guards.add(check);
    return () => {
      page.guards.delete(check);
    };
  }, [page]);

  useEffect(() => {
    const warn = (event: BeforeUnloadEvent) => {
      // Not once the admin discarded the changes to follow a link (LeaveGuards).
      if (page?.leaving.current || !formIsDirty.current()) return;
      event.preventDefault();
      // Older browsers show the question only when returnValue is set.
      event.returnValue = "";
    };
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [page]);

  const confirmLeave = useCallback((leave: () => void, stay?: () => void) => {
    if (formIsDirty.current()) setLeaving({ leave, stay });
    else leave();
  }, []);

  const discardDialog = (
    <DiscardDialog
      open={leaving !== null}
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
