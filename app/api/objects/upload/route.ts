// POST /api/objects/upload – a single-use address for one shop image (public: used by /submit)
import { apiRoute } from "@/lib/api/handler";
import { json } from "@/lib/api/respond";
import { clientKey } from "@/lib/auth/request-info";
import { UPLOAD_LIMIT, countAttempt } from "@/lib/auth/throttle";
import { AppError } from "@/lib/errors";
import { createUploadUrl } from "@/lib/storage/uploads";

export const POST = apiRoute(async (req) => {
  // Anyone may upload (a submission has up to two images), so addresses are rationed per client.
  const attempt = await countAttempt(`upload:${clientKey(req.headers)}`, UPLOAD_LIMIT);
  if (!attempt.allowed) {
    throw new AppError("rate_limited", "Too many uploads. Please try again later.", { retryAfterSeconds: attempt.retryAfterSeconds });
  }
  return json({ uploadURL: await createUploadUrl("submission") });
});
