"use client";

import { useMemo, useState, type ReactNode } from "react";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { useDebounced } from "../_lib/use-debounced";
import { LoadError, SkeletonList } from "./list-states";
import { ListSearch } from "./ui/list-search";
import { Pagination } from "@/components/ui/pagination";
import { PAGER_ICONS } from "./ui/pager-icons";
import { useFocusLater } from "@/components/ui/use-focus-later";
import type { LeaveGuard } from "@/components/ui/use-unsaved-changes";

/** The admin lists' page size: the server's default. */
export const MANAGED_LIST_PAGE = 50;

/**
 * A list searched and paged on the server, with its form above it: what is typed, the page, and
 * which item the form edits. `params` holds only what differs from the server's defaults (the
 * first page is the bare path).
 */
export function useManagedList<T extends { id: string }>(guard: Pick<LeaveGuard, "confirmLeave">) {
  const [find, setFind] = useState("");
  const [offset, setOffset] = useState(0);
  const q = useDebounced(find.trim(), 300);
  const params = useMemo(() => ({ ...(q ? { q } : {}), ...(offset > 0 ? { offset } : {}) }), [q, offset]);
  const [editing, setEditing] = useState<T | null>(null);
  const [formKey, setFormKey] = useState(0);
  // Once the admin has moved the form (Edit, a save, Cancel), the new form takes the keyboard's
  // focus: the control that had it (Edit in the list, Update) is gone or far below.
  const [moved, setMoved] = useState(false);
  return {
    find,
    // A new search starts at the first page.
    search: (value: string) => {
      setOffset(0);
      setFind(value);
    },
    q,
    offset,
    setOffset,
    params,
    editing,
    /** Edits another item: the form is remounted, so unsaved changes in it are asked about first. */
    edit: (item: T) =>
      guard.confirmLeave(() => {
        setMoved(true);
        setEditing(item);
      }),
    /** Whether a newly mounted form takes the focus (not on the tab's first showing). */
    focusForm: moved,
    /** The form's key: a new one after each save, delete or cancel gives a fresh "create" form. */
    formKey: `${editing?.id ?? "new"}-${formKey}`,
    backToCreate: () => {
      setMoved(true);
      setEditing(null);
      setFormKey((k) => k + 1);
    },
    /** As backToCreate, the focus left where it goes (the list's heading, after a delete). */
    clearForm: () => {
      setMoved(false);
      setEditing(null);
      setFormKey((k) => k + 1);
    },
  };
}

type ManagedListState<T extends { id: string }> = ReturnType<typeof useManagedList<T>>;

/**
 * The list half of the admin events and Harvest Hub tabs: heading with the total, search box,
 * loading / error / empty states, the items, the pager, and a confirm dialog before each delete.
 */
export function ManagedList<T extends { id: string }>({
  list,
  heading,
  query,
  search,
  loadError,
  skeletons,
  noMatch,
  empty,
  pagerLabel,
  renderItem,
  confirmDelete,
  remove,
}: {
  list: ManagedListState<T>;
  heading: string;
  query: { data?: { items: T[]; total: number }; isPending: boolean; isError: boolean; refetch: () => unknown };
  search: { id: string; label: string; placeholder: string };
  /** What could not be loaded, as the error says: "Could not load {loadError}." */
  loadError: string;
  skeletons: number;
  noMatch: string;
  empty: ReactNode;
  pagerLabel: string;
  renderItem: (item: T, requestDelete: () => void) => ReactNode;
  confirmDelete: { title: string; message: (item: T | null) => string };
  remove: { isPending: boolean; mutate: (item: T, options: { onSettled: () => void; onSuccess: () => void }) => void };
}) {
  const [toDelete, setToDelete] = useState<T | null>(null);
  // A deleted item takes its Delete button, and the keyboard's focus, with it: the heading takes it.
  const [headingRef, focusHeading] = useFocusLater<HTMLHeadingElement>();
  const items = query.data?.items ?? [];
  const total = query.data?.total ?? 0;
  return (
    <>
      <div className="space-y-3">
        <h3 ref={headingRef} tabIndex={-1} className="text-lg font-semibold text-stone-900 outline-none">
          {heading}
          {query.data ? ` (${total})` : ""}
        </h3>
        <ListSearch {...search} value={list.find} onChange={list.search} />
        {query.isPending ? (
          <SkeletonList count={skeletons} />
        ) : query.isError ? (
          <LoadError what={loadError} onRetry={() => void query.refetch()} />
        ) : items.length === 0 && list.q ? (
          <p className="text-sm text-stone-600">{noMatch}</p>
        ) : items.length === 0 && list.offset === 0 ? (
          empty
        ) : (
          items.map((item) => renderItem(item, () => setToDelete(item)))
        )}
        <Pagination variant="admin" icons={PAGER_ICONS} label={pagerLabel} offset={list.offset} limit={MANAGED_LIST_PAGE} total={total} onOffsetChange={list.setOffset} />
      </div>
      <ConfirmDialog
        open={toDelete !== null}
        title={confirmDelete.title}
        message={confirmDelete.message(toDelete)}
        confirmLabel="Delete"
        pendingLabel="Deleting..."
        pending={remove.isPending}
        onCancel={() => setToDelete(null)}
        onConfirm={() =>
          toDelete &&
          remove.mutate(toDelete, {
            onSettled: () => setToDelete(null),
            onSuccess: () => {
              if (list.editing?.id === toDelete.id) list.clearForm();
              focusHeading();
            },
          })
        }
      />
    </>
  );
}
