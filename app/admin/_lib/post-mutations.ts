"use client";

import { apiJson, apiRequest } from "@/lib/api-client";
import type { BlogPostData } from "@/lib/validation/post";
import { keys, publicLists } from "./queries";
import type { AdminPost } from "./types";
import { useAdminMutation } from "./use-admin-mutation";

const lists = [keys.posts, ...publicLists.posts];
const path = (id: string) => `/api/admin/blog-posts/${encodeURIComponent(id)}`;

export function useCreatePost() {
  return useAdminMutation({
    mutationFn: (data: BlogPostData) => apiJson<AdminPost>("POST", "/api/admin/blog-posts", data),
    invalidate: lists,
    errorMessage: "Failed to create blog post. Please try again.",
    success: (data) => ({
      title: "Blog Post Created",
      description: `"${data.title}" has been saved.`,
    }),
  });
}

export function useUpdatePost() {
  return useAdminMutation({
    mutationFn: ({ id, data }: { id: string; data: BlogPostData }) =>
      apiJson<AdminPost>("PATCH", path(id), data),
    invalidate: lists,
    errorMessage: "Failed to update blog post. Please try again.",
    success: ({ data }) => ({
      title: "Blog Post Updated",
      description: `"${data.title}" has been saved.`,
    }),
  });
}

export function useDeletePost() {
  return useAdminMutation({
    mutationFn: (post: AdminPost) => apiRequest("DELETE", path(post.id)),
    invalidate: lists,
    errorMessage: "Failed to delete blog post. Please try again.",
    success: (post) => ({
      title: "Blog Post Deleted",
      description: `"${post.title}" has been deleted.`,
    }),
  });
}
