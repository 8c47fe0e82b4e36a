"use client";

import { useMemo, useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { Newspaper } from "lucide-react";
import { postsQuery } from "../../_lib/queries";
import { useDebounced } from "../../_lib/use-debounced";
import { useDeletePost } from "../../_lib/post-mutations";
import type { AdminPost } from "../../_lib/types";
import { EmptyState, LoadError, SkeletonList } from "../list-states";
import { ConfirmDialog } from "../ui/confirm-dialog";
import { ListSearch } from "../ui/list-search";
import { Pager } from "../ui/pager";
import { PostForm } from "./post-form";
import { PostItem } from "./post-item";

const PAGE = 50;

/**
 * 'Harvest Hub Blog Management'. The list is searched (title or author) and paged on the server,
 * and fetched only once the tab is open.
 */
export function HarvestHubTab({ active }: { active: boolean }) {
  const [find, setFind] = useState("");
  const [offset, setOffset] = useState(0);
  const q = useDebounced(find.trim(), 300);
  // Only what differs from the server's defaults goes in the address (the first page is the bare path).
  const params = useMemo(() => ({ ...(q ? { q } : {}), ...(offset > 0 ? { offset } : {}) }), [q, offset]);
  const posts = useQuery({ ...postsQuery(params), enabled: active });
  const items = posts.data?.items ?? [];
  const total = posts.data?.total ?? 0;
  const remove = useDeletePost();
  const [editing, setEditing] = useState<AdminPost | null>(null);
  const [formKey, setFormKey] = useState(0);
  const [toDelete, setToDelete] = useState<AdminPost | null>(null);

  function backToCreate() {
    setEditing(null);
    setFormKey((k) => k + 1);
  }

  return (
    <section aria-labelledby="blog-heading" className="space-y-6">
      <div>
        <h2 id="blog-heading" className="text-xl font-semibold text-stone-900">
          Harvest Hub Blog Management
        </h2>
        <p className="text-sm text-stone-600">
          Write stories for the Harvest Hub; drafts stay hidden until published.
        </p>
      </div>
      <div id="post-form-top" className="scroll-mt-4">
        <PostForm
          key={`${editing?.id ?? "new"}-${formKey}`}
          editing={editing}
          onDone={backToCreate}
        />
      </div>
      <div className="space-y-3">
        <h3 className="text-lg font-semibold text-stone-900">
          Posts{posts.data ? ` (${total})` : ""}
        </h3>
        <ListSearch
          id="post-search"
          label="Search blog posts"
          placeholder="Search title or author"
          value={find}
          onChange={(value) => {
            setOffset(0);
            setFind(value);
          }}
        />
        {posts.isPending ? (
          <SkeletonList count={3} />
        ) : posts.isError ? (
          <LoadError what="blog posts" onRetry={() => void posts.refetch()} />
        ) : items.length === 0 && q ? (
          <p className="text-sm text-stone-600">No blog post matches this search.</p>
        ) : items.length === 0 && offset === 0 ? (
          <EmptyState
            icon={<Newspaper aria-hidden className="size-8" />}
            title="No blog posts yet"
            text="Create your first blog post to get started with Harvest Hub."
          />
        ) : (
          items.map((post) => (
            <PostItem
              key={post.id}
              post={post}
              onEdit={() => {
                setEditing(post);
                document
                  .getElementById("post-form-top")
                  ?.scrollIntoView({ behavior: "smooth", block: "start" });
              }}
              onDelete={() => setToDelete(post)}
            />
          ))
        )}
        <Pager label="Blog posts" offset={offset} limit={PAGE} total={total} onOffsetChange={setOffset} />
      </div>
      <ConfirmDialog
        open={toDelete !== null}
        title="Delete blog post?"
        message="Are you sure you want to delete this blog post?"
        confirmLabel="Delete"
        pendingLabel="Deleting..."
        pending={remove.isPending}
        onCancel={() => setToDelete(null)}
        onConfirm={() =>
          toDelete &&
          remove.mutate(toDelete, {
            onSettled: () => setToDelete(null),
            onSuccess: () => {
              if (editing?.id === toDelete.id) backToCreate();
            },
          })
        }
      />
    </section>
  );
}
