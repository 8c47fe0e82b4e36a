"use client";

import { useRef, useState } from "react";
import { Controller, useForm, useWatch } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { Eye, PencilLine } from "lucide-react";
import { Field, describedBy, inputClass } from "@/components/forms/field";
import { ImageUploadField } from "@/components/forms/image-upload-field";
import { blogPostInputSchema, type BlogPostData, type BlogPostInput } from "@/lib/validation/post";
import { applyMarkup, type MarkupName } from "../../_lib/markup";
import { useCreatePost, useUpdatePost } from "../../_lib/post-mutations";
import type { AdminPost } from "../../_lib/types";
import { Button } from "@/components/ui/button";
import { useFocusOnMount } from "@/components/ui/use-focus-later";
import { useGuardedForm, type LeaveGuard } from "@/components/ui/use-unsaved-changes";
import { ContentPreview } from "./content-preview";
import { MarkupToolbar } from "./markup-toolbar";

function toValues(post: AdminPost | null): BlogPostInput {
  return {
    title: post?.title ?? "",
    author: post?.author ?? "",
    excerpt: post?.excerpt ?? "",
    content: post?.content ?? "",
    metaDescription: post?.metaDescription ?? "",
    featuredImage: post?.featuredImage ?? null,
    featured: post?.featured ?? false,
    published: post?.published ?? true,
    // Editing keeps the original publish date; a new post is dated by the server.
    publishDate: post?.publishDate ?? undefined,
  };
}

/** Create or edit a Harvest Hub post; remounted by the parent (key) to switch modes. */
export function PostForm({
  editing,
  onDone,
  guard,
  focusOnMount = false,
}: {
  editing: AdminPost | null;
  onDone: () => void;
  /** The tab's guard over this form's unsaved changes. */
  guard: Pick<LeaveGuard, "registerDirty" | "confirmLeave">;
  /** Take the keyboard's focus (on the heading) when mounted: after Edit, a save or Cancel. */
  focusOnMount?: boolean;
}) {
  const heading = useFocusOnMount<HTMLHeadingElement>(focusOnMount);
  const create = useCreatePost();
  const update = useUpdatePost();
  const [preview, setPreview] = useState(false);
  const [uploading, setUploading] = useState(false);
  const textareaRef = useRef<HTMLTextAreaElement | null>(null);
  const form = useForm<BlogPostInput, unknown, BlogPostData>({
    resolver: zodResolver(blogPostInputSchema),
    defaultValues: toValues(editing),
  });
  const [title, excerpt, metaDescription, content] = useWatch({
    control: form.control,
    name: ["title", "excerpt", "metaDescription", "content"],
  });
  const e = form.formState.errors;
  const pending = create.isPending || update.isPending;
  // A half-written text is not lost without a question (reload, Cancel, another item or shop).
  useGuardedForm(guard.registerDirty, form.subscribe);
  // An invalid form focuses its first field with an error, in the order the fields were registered:
  // the fields above Content first (Content's own registration is needed here, for its toolbar).
  for (const name of ["title", "author", "excerpt"] as const) form.register(name);
  const contentReg = form.register("content");

  function onValid(data: BlogPostData) {
    if (editing) update.mutate({ id: editing.id, data }, { onSuccess: onDone });
    else create.mutate(data, { onSuccess: onDone });
  }

  function format(name: MarkupName) {
    const area = textareaRef.current;
    if (!area) return;
    const edit = applyMarkup(name, area.value, area.selectionStart, area.selectionEnd);
    form.setValue("content", edit.text, {
      shouldDirty: true,
      shouldValidate: form.formState.isSubmitted,
    });
    requestAnimationFrame(() => {
      area.focus();
      area.setSelectionRange(edit.start, edit.end);
    });
  }

  function counter(value: string | null | undefined, max: number) {
    const n = value?.length ?? 0;
    return `${n}/${max} characters`;
  }

  function text(name: "title" | "author", label: string, max: number) {
    const id = `post-${name}`;
    const error = e[name]?.message;
    const hint = name === "title" ? counter(title, max) : undefined;
    return (
      <Field id={id} label={label} required error={error} hint={hint}>
        <input
          id={id}
          type="text"
          className={inputClass}
          aria-required
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, { hint, error })}
          {...form.register(name)}
        />
      </Field>
    );
  }

  return (
    <form
      noValidate
      aria-label={editing ? `Edit blog post ${editing.title}` : "Create blog post"}
      onSubmit={(ev) => void form.handleSubmit(onValid)(ev)}
      className="space-y-4 rounded-xl border border-stone-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <h3 ref={heading} tabIndex={-1} className="text-brand-800 text-lg font-semibold outline-none">
        {editing ? `Edit Post - ${editing.title}` : "Create New Post"}
      </h3>
      <div className="grid gap-4 sm:grid-cols-2">
        {text("title", "Title", 200)}
        {text("author", "Author", 100)}
      </div>
      <Field
        id="post-excerpt"
        label="Excerpt"
        required
        error={e.excerpt?.message}
        hint={counter(excerpt, 300)}
      >
        <textarea
          id="post-excerpt"
          rows={2}
          className={inputClass}
          aria-required
          aria-invalid={e.excerpt ? true : undefined}
          aria-describedby={describedBy("post-excerpt", { hint: true, error: e.excerpt })}
          {...form.register("excerpt")}
        />
      </Field>
      <div className="space-y-1">
        <div className="flex items-end justify-between gap-2">
          <label htmlFor="post-content" className="text-sm font-medium text-stone-800">
            Content
            <span className="ml-0.5 text-red-700" aria-hidden>
              *
            </span>
          </label>
          <Button
            variant="ghost"
            size="sm"
            aria-pressed={preview}
            onClick={() => setPreview((p) => !p)}
          >
            {preview ? (
              <PencilLine aria-hidden className="size-4" />
            ) : (
              <Eye aria-hidden className="size-4" />
            )}
            {preview ? "Edit" : "Preview"}
          </Button>
        </div>
        <MarkupToolbar onApply={format} controls="post-content" disabled={preview} />
        <textarea
          id="post-content"
          rows={14}
          hidden={preview}
          className={`${inputClass} rounded-t-none font-mono`}
          aria-required
          aria-invalid={e.content ? true : undefined}
          aria-describedby={describedBy("post-content", { hint: true, error: e.content })}
          {...contentReg}
          ref={(el) => {
            contentReg.ref(el);
            textareaRef.current = el;
          }}
        />
        {preview && <ContentPreview id="post-content-preview" text={content ?? ""} />}
        <p id="post-content-hint" className="text-xs text-stone-600">
          Light markup: **bold**, *italic*, __underline__, # heading, - list, 1. numbered list, &gt;
          quote. Text that already contains HTML is kept as is.
        </p>
        {e.content?.message && (
          <p id="post-content-error" className="text-sm font-medium text-red-700">
            {e.content.message}
          </p>
        )}
      </div>
      <Field
        id="post-meta"
        label="Meta Description"
        error={e.metaDescription?.message}
        hint={`${counter(metaDescription, 160)}. Shown by search engines; optional.`}
      >
        <textarea
          id="post-meta"
          rows={2}
          className={inputClass}
          aria-invalid={e.metaDescription ? true : undefined}
          aria-describedby={describedBy("post-meta", { hint: true, error: e.metaDescription })}
          {...form.register("metaDescription")}
        />
      </Field>
      <Controller
        control={form.control}
        name="featuredImage"
        render={({ field }) => (
          <ImageUploadField
            label="Featured image"
            kind="public"
            value={field.value}
            onChange={field.onChange}
            onBusyChange={setUploading}
          />
        )}
      />
      <div className="flex flex-wrap gap-6">
        <label className="flex items-center gap-2 text-sm font-medium text-stone-800">
          <input
            type="checkbox"
            className="accent-brand-600 size-4"
            {...form.register("featured")}
          />
          Featured Post
        </label>
        <label className="flex items-center gap-2 text-sm font-medium text-stone-800">
          <input
            type="checkbox"
            className="accent-brand-600 size-4"
            {...form.register("published")}
          />
          Published
        </label>
      </div>
      <div className="flex flex-wrap justify-end gap-2">
        {editing && (
          <Button variant="outline" onClick={() => guard.confirmLeave(onDone)} disabled={pending}>
            Cancel Edit
          </Button>
        )}
        <Button type="submit" disabled={pending || uploading}>
          {editing
            ? update.isPending
              ? "Updating..."
              : "Update Post"
            : create.isPending
              ? "Creating..."
              : "Create Post"}
        </Button>
      </div>
    </form>
  );
}
