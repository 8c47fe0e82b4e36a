// POST /api/objects/publish – the public address of an uploaded image ({uploadedUrl} → {publicUrl}; admin only)
import { z } from "zod";
import { readJson } from "@/lib/api/body";
import { textError } from "@/lib/validation/common";
import { json } from "@/lib/api/respond";
import { adminRoute } from "@/lib/auth/admin";
import { AppError, notFound } from "@/lib/errors";
import { getStorage } from "@/lib/storage/driver";
import { keyFromStoredAddress } from "@/lib/storage/keys";

const publishSchema = z.object({
  uploadedUrl: z.string({ error: textError("uploadedUrl is required") }).trim().min(1, "uploadedUrl is required").max(2000, "uploadedUrl is too long"),
});

export const POST = adminRoute(async (req) => {
  const { uploadedUrl } = await readJson(req, publishSchema);
  const key = keyFromStoredAddress(uploadedUrl);
  if (!key) throw new AppError("bad_request", "uploadedUrl must be the address of an image uploaded to this site");
  const publicUrl = await (await getStorage()).publicAddress(key);
  if (!publicUrl) throw notFound("Uploaded image");
  return json({ publicUrl });
});
