"use client";

import { useQuery } from "@tanstack/react-query";
import { Newspaper } from "lucide-react";
import { postsQuery } from "../../_lib/queries";
import { useDeletePost } from "../../_lib/post-mutations";
import type { AdminPost } from "../../_lib/types";
import { EmptyState } from "../list-states";
import { ManagedList, useManagedList } from "../managed-list";
import { PostForm } from "./post-form";
import { PostItem } from "./post-item";
import { useLeaveGuard } from "@/components/ui/use-unsaved-changes";

/**
 * 'Harvest Hub Blog Management'. The list is searched (title or author) and paged on the server,
 * and fetched only once the tab is open.
 */
export function HarvestHubTab({ active }: { active: boolean }) {
  // A guard over the post form: Cancel Edit, and editing another post (a remount), ask first.
  const guard = useLeaveGuard();
  const list = useManagedList<AdminPost>(guard);
  const posts = useQuery({ ...postsQuery(list.params), enabled: active });
  const remove = useDeletePost();

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
        <PostForm key={list.formKey} editing={list.editing} onDone={list.backToCreate} guard={guard} focusOnMount={list.focusForm} />
      </div>
      {guard.discardDialog}
      <ManagedList
        list={list}
        heading="Posts"
        query={posts}
        search={{ id: "post-search", label: "Search blog posts", placeholder: "Search title or author" }}
        loadError="blog posts"
        skeletons={3}
        noMatch="No blog post matches this search."
        empty={
          <EmptyState
            icon={<Newspaper aria-hidden className="size-8" />}
            title="No blog posts yet"
            text="Create your first blog post to get started with Harvest Hub."
          />
        }
        pagerLabel="Blog posts"
        renderItem={(post, requestDelete) => (
          <PostItem
            key={post.id}
            post={post}
            onEdit={() => {
              list.edit(post);
              document.getElementById("post-form-top")?.scrollIntoView({ behavior: "smooth", block: "start" });
            }}
            onDelete={requestDelete}
          />
        )}
        confirmDelete={{ title: "Delete blog post?", message: () => "Are you sure you want to delete this blog post?" }}
        remove={remove}
      />
    </section>
  );
}
