import { z } from "@/lib/validation/zod";
import { isIsoDate } from "@/lib/time";
import { optionalImageUrl, requiredText } from "./common";

/** GET/POST /api/admin/blog-posts, PATCH /api/admin/blog-posts/{id} and the Harvest Hub form. */
export const blogPostInputSchema = z.object({
  title: requiredText(200, "Title is required", "Title must be less than 200 characters"),
  author: requiredText(100, "Author is required", "Author must be less than 100 characters"),
  excerpt: requiredText(300, "Excerpt is required", "Excerpt must be less than 300 characters"),
  content: requiredText(200_000, "Content is required", "Content must be less than 200,000 characters"),
  metaDescription: z
    .string({ error: "Meta description must be text" })
    .trim()
    .max(160, "Meta description must be less than 160 characters")
    .nullish()
    .transform((v) => v ?? ""),
  featuredImage: optionalImageUrl("Featured image"),
  // Left out: a new post is published and not featured (the table's defaults), an edited one keeps
  // what it had, so that a client changing the text does not publish a draft by leaving it out.
  featured: z.boolean({ error: "featured must be true or false" }).optional(),
  published: z.boolean({ error: "published must be true or false" }).optional(),
  publishDate: z.iso
    .datetime({ offset: true, error: "Publish date must be an ISO date-time" })
    // The database has no year 0000, which an ISO date-time allows (lib/time.ts, isIsoDate).
    .refine((v) => isIsoDate(v.slice(0, 10)), "Publish date must be an ISO date-time")
    .nullish()
    .transform((v) => (v ? new Date(v) : undefined)),
});

export type BlogPostInput = z.input<typeof blogPostInputSchema>;
export type BlogPostData = z.output<typeof blogPostInputSchema>;
