import "server-only";
import { and, asc, desc, eq, inArray, or, sql, type SQL } from "drizzle-orm";
import { escapeLike } from "@/lib/search/conditions";
import type { AdminPostListQuery } from "@/lib/validation/admin-content-list";
import { AppError, isUniqueViolation } from "@/lib/errors";
import { RESERVED_SLUGS, slugify } from "@/lib/slug";
import type { BlogPostData } from "@/lib/validation/post";
import { getDb } from "@/lib/db/client";
import { recordRowChange } from "@/lib/audit/commands";
import { auditLog, blogPosts, type BlogPost } from "@/lib/db/schema";

const newestFirst = [desc(blogPosts.publishDate), desc(blogPosts.createdAt)];

export async function listPublishedPosts(): Promise<BlogPost[]> {
  const db = await getDb();
  return db.select().from(blogPosts).where(eq(blogPosts.published, true)).orderBy(...newestFirst);
}

/** One page of the published posts, newest first (the id breaks ties), with how many there are in all. */
export async function listPublishedPostsPage({ limit, offset }: { limit: number; offset: number }): Promise<{ posts: BlogPost[]; total: number }> {
  const db = await getDb();
  const where = eq(blogPosts.published, true);
  const [rows, [count]] = await Promise.all([
    db.select().from(blogPosts).where(where).orderBy(...newestFirst, asc(blogPosts.id)).limit(limit).offset(offset),
    db.select({ n: sql<number>`count(*)::int` }).from(blogPosts).where(where),
  ]);
  return { posts: rows, total: Number(count?.n ?? 0) };
}

export async function listFeaturedPosts(): Promise<BlogPost[]> {
  const db = await getDb();
  return db
    .select()
    .from(blogPosts)
    .where(and(eq(blogPosts.published, true), eq(blogPosts.featured, true)))
    .orderBy(...newestFirst);
}

/** Every post, drafts included (admin use). */
export async function listAllPosts(): Promise<BlogPost[]> {
  const db = await getDb();
  return db.select().from(blogPosts).orderBy(...newestFirst);
}

function postOrdering(sort: AdminPostListQuery["sort"]): SQL[] {
  // The id ends every ordering, so that rows which tie keep one order and pages never repeat or skip one.
  switch (sort) {
    case "oldest":
      return [asc(blogPosts.publishDate), asc(blogPosts.createdAt), asc(blogPosts.id)];
    case "title":
      return [asc(sql`lower(${blogPosts.title})`), asc(blogPosts.id)];
    case "-title":
      return [desc(sql`lower(${blogPosts.title})`), asc(blogPosts.id)];
    case "updated":
      return [desc(blogPosts.updatedAt), asc(blogPosts.id)];
    default:
      return [...newestFirst, asc(blogPosts.id)];
  }
}

/** One page of every post, drafts included (admin use): `q` matches title or author; the total counts every match. */
export async function listAdminPosts(params: AdminPostListQuery): Promise<{ posts: BlogPost[]; total: number }> {
  const db = await getDb();
  const term = params.q?.trim().toLowerCase();
  const like = term ? `%${escapeLike(term)}%` : null;
  const where = like ? or(sql`lower(${blogPosts.title}) like ${like}`, sql`lower(${blogPosts.author}) like ${like}`) : undefined;
  const [posts, [count]] = await Promise.all([
    db.select().from(blogPosts).where(where).orderBy(...postOrdering(params.sort)).limit(params.limit).offset(params.offset),
    db.select({ n: sql<number>`count(*)::int` }).from(blogPosts).where(where),
  ]);
  return { posts, total: Number(count?.n ?? 0) };
}

/** A published post by slug; drafts only when `includeDrafts`. */
export async function getPostBySlug({ slug, includeDrafts = false }: { slug: string; includeDrafts?: boolean }): Promise<BlogPost | null> {
  // Postgres text never holds a NUL byte, so no post has it (and the query itself would fail).
  if (slug.includes("\0")) return null;
  const db = await getDb();
  const match = eq(blogPosts.slug, slug.toLowerCase());
  const [post] = await db
    .select()
    .from(blogPosts)
    .where(includeDrafts ? match : and(match, eq(blogPosts.published, true)))
    .limit(1);
  return post ?? null;
}

export async function getPostById({ id }: { id: string }): Promise<BlogPost | null> {
  if (id.includes("\0")) return null;
  const db = await getDb();
  const [post] = await db.select().from(blogPosts).where(eq(blogPosts.id, id)).limit(1);
  return post ?? null;
}

/** A new post with a unique slug from its title. */
export async function createPost({ data }: { data: BlogPostData }): Promise<BlogPost> {
  const db = await getDb();
  const base = slugify(data.title, "post");
  for (let attempt = 0; attempt < 8; attempt++) {
    const candidates = [base, ...Array.from({ length: 19 }, (_, i) => `${base}-${i + 2}`)].filter((c) => !RESERVED_SLUGS.has(c));
    const taken = new Set(
      (await db.select({ slug: blogPosts.slug }).from(blogPosts).where(inArray(blogPosts.slug, candidates))).map((r) => r.slug),
    );
    const slug = candidates.find((c) => !taken.has(c)) ?? `${base}-${crypto.randomUUID().slice(0, 8)}`;
    try {
      // One transaction per try: a slug taken meanwhile rolls back only this try.
      const post = await db.transaction(async (tx) => {
        const [row] = await tx.insert(blogPosts).values({ ...data, slug }).returning();
        if (row) await recordRowChange(tx, { entity: "post", action: "post.create", before: null, after: row });
        return row;
      });
      if (post) return post;
    } catch (err) {
      if (!isUniqueViolation(err, "blog_posts_slug_key")) throw err;
    }
  }
  throw new AppError("conflict", "Could not find a free web address for this post. Please try again.");
}

/** Edits a post; its slug stays, so that shared links keep working. */
export async function updatePost({ id, data }: { id: string; data: BlogPostData }): Promise<BlogPost | null> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(blogPosts).where(eq(blogPosts.id, id)).for("update").limit(1);
    if (!before) return null;
    // A draft published for the first time is dated now, as a reader meets it (a draft written
    // weeks ago would otherwise go out dated then, below newer posts), unless the date itself was
    // changed. A post that was public before (unpublished for a correction) keeps its date.
    let set = data;
    if (!before.published && data.published && (data.publishDate === undefined || data.publishDate.getTime() === before.publishDate.getTime())) {
      const [wasPublic] = await tx
        .select({ id: auditLog.id })
        .from(auditLog)
        .where(
          and(
            eq(auditLog.entity, "post"),
            eq(auditLog.entityId, id),
            sql`(${auditLog.changes} -> 'published' ->> 'after' = 'true' or ${auditLog.changes} -> 'published' ->> 'before' = 'true')`,
          ),
        )
        .limit(1);
      if (!wasPublic) set = { ...data, publishDate: new Date() };
    }
    const [post] = await tx.update(blogPosts).set(set).where(eq(blogPosts.id, id)).returning();
    if (post) await recordRowChange(tx, { entity: "post", action: "post.update", before, after: post });
    return post ?? null;
  });
}

export async function deletePost({ id }: { id: string }): Promise<BlogPost | null> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [post] = await tx.delete(blogPosts).where(eq(blogPosts.id, id)).returning();
    if (post) await recordRowChange(tx, { entity: "post", action: "post.delete", before: post, after: null });
    return post ?? null;
  });
}
