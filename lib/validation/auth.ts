import { z } from "@/lib/validation/zod";
import "./common"; // zod settings

/** POST /api/admin/auth/login and the Admin Access form. */
export const loginSchema = z.object({
  password: z.string({ error: "Password is required" }).min(1, "Password is required").max(500, "Password is too long"),
});

export type LoginInput = z.infer<typeof loginSchema>;
