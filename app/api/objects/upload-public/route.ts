// POST /api/objects/upload-public – a single-use address for a blog or event image (admin only)
import { json } from "@/lib/api/respond";
import { adminRoute } from "@/lib/auth/admin";
import { createUploadUrl } from "@/lib/storage/uploads";

export const POST = adminRoute(async () => json({ uploadURL: await createUploadUrl("public") }));
