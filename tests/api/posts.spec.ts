import { test, expect, adminPages, expectError, expectJson, uniqueTag } from "./support/fixtures";
import { postInput, type ApiPost } from "./support/data";

test.describe("Harvest Hub posts (admin)", () => {
  test("a post titled 'Featured' is not given the slug of /api/blog-posts/featured, and is read at its own", async ({ request, admin }) => {
    const post = await expectJson<ApiPost>(await admin.post("/api/admin/blog-posts", { data: postInput({ title: "Featured" }) }), 201);
    try {
      expect(post.slug).toMatch(/^featured-\d+$/);
      expect((await expectJson<ApiPost>(await request.get(`/api/blog-posts/${post.slug}`), 200)).id).toBe(post.id);
    } finally {
      await admin.delete(`/api/admin/blog-posts/${post.id}`);
    }
  });

  test("create → admin list with drafts → edit keeps the slug → publish → delete", async ({ request, admin }) => {
    const tag = uniqueTag();
    const draft = await expectJson<ApiPost>(await admin.post("/api/admin/blog-posts", { data: postInput({ title: `Spring Sowing ${tag}`, published: false }) }), 201);
    try {
      expect(draft).toMatchObject({ slug: `spring-sowing-${tag}`, published: false, featured: false });
      const all = await adminPages<ApiPost>(admin, "/api/admin/blog-posts");
      expect(all.map((p) => p.id)).toContain(draft.id);
      expect(all.some((p) => !p.published)).toBe(true);
      await expectError(await request.get(`/api/blog-posts/${draft.slug}`), 404);

      const edited = await expectJson<ApiPost>(
        await admin.patch(`/api/admin/blog-posts/${draft.id}`, { data: postInput({ title: `Autumn Sowing ${tag}`, published: true, featured: true }) }),
        200,
      );
      expect(edited).toMatchObject({ id: draft.id, title: `Autumn Sowing ${tag}`, slug: draft.slug, published: true, featured: true });
      expect((await expectJson<ApiPost>(await request.get(`/api/blog-posts/${draft.slug}`), 200)).title).toBe(`Autumn Sowing ${tag}`);
      expect((await expectJson<ApiPost[]>(await request.get("/api/blog-posts/featured"), 200)).map((p) => p.id)).toContain(draft.id);
      // Left out of an edit, `published` and `featured` stay as they were (not the new post's defaults).
      const { published: _p, featured: _f, ...textOnly } = postInput({ title: `Autumn Sowing ${tag}` });
      expect(await expectJson<ApiPost>(await admin.patch(`/api/admin/blog-posts/${draft.id}`, { data: textOnly }), 200)).toMatchObject({ published: true, featured: true });
      const unpublished = await expectJson<ApiPost>(await admin.patch(`/api/admin/blog-posts/${draft.id}`, { data: postInput({ title: `Autumn Sowing ${tag}`, published: false, featured: true }) }), 200);
      expect(await expectJson<ApiPost>(await admin.patch(`/api/admin/blog-posts/${draft.id}`, { data: textOnly }), 200)).toMatchObject({ published: false, featured: true, publishDate: unpublished.publishDate });
      await expectJson(await admin.patch(`/api/admin/blog-posts/${draft.id}`, { data: postInput({ title: `Autumn Sowing ${tag}`, published: true, featured: true }) }), 200);

      // Same title again: a distinct slug.
      const twin = await expectJson<ApiPost>(await admin.post("/api/admin/blog-posts", { data: postInput({ title: `Spring Sowing ${tag}` }) }), 201);
      expect(twin.slug).toBe(`spring-sowing-${tag}-2`);
      await expectJson(await admin.delete(`/api/admin/blog-posts/${twin.id}`), 200);

      const deleted = await expectJson<{ message: string }>(await admin.delete(`/api/admin/blog-posts/${draft.id}`), 200);
      expect(deleted.message).toContain("Autumn Sowing");
      await expectError(await request.get(`/api/blog-posts/${draft.slug}`), 404);
      await expectError(await admin.delete(`/api/admin/blog-posts/${draft.id}`), 404, "Blog post not found");
      await expectError(await admin.patch(`/api/admin/blog-posts/${draft.id}`, { data: postInput() }), 404);
    } finally {
      await admin.delete(`/api/admin/blog-posts/${draft.id}`);
    }
  });

  const invalid: [string, Record<string, unknown>, string][] = [
    ["title missing", { title: "" }, "Title is required"],
    ["title too long", { title: "x".repeat(201) }, "Title must be less than 200 characters"],
    ["author missing", { author: undefined }, "Author is required"],
    ["author too long", { author: "x".repeat(101) }, "Author must be less than 100 characters"],
    ["excerpt missing", { excerpt: " " }, "Excerpt is required"],
    ["excerpt too long", { excerpt: "x".repeat(301) }, "Excerpt must be less than 300 characters"],
    ["content missing", { content: "" }, "Content is required"],
    ["meta description too long", { metaDescription: "x".repeat(161) }, "Meta description must be less than 160 characters"],
    ["published not a boolean", { published: "no" }, "published must be true or false"],
    ["image not an uploaded address", { featuredImage: "http://elsewhere.example/x.png" }, "Featured image must be an uploaded image address"],
  ];
  for (const [label, patch, message] of invalid) {
    test(`400: ${label}`, async ({ admin }) => {
      await expectError(await admin.post("/api/admin/blog-posts", { data: postInput(patch) }), 400, message);
    });
  }

  test("400 on edit with the same rules; 413 for an oversized body", async ({ admin }) => {
    const post = await expectJson<ApiPost>(await admin.post("/api/admin/blog-posts", { data: postInput({ published: false }) }), 201);
    try {
      await expectError(await admin.patch(`/api/admin/blog-posts/${post.id}`, { data: postInput({ title: "" }) }), 400, "Title is required");
      await expectError(await admin.patch(`/api/admin/blog-posts/${post.id}`, { data: postInput({ content: "x".repeat(1_100_000) }) }), 413);
    } finally {
      await admin.delete(`/api/admin/blog-posts/${post.id}`);
    }
  });
});
