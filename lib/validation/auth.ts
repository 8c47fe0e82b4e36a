import { z } from "@/lib/validation/zod";
import { textError } from "./common";

/** POST /api/admin/auth/login and the Admin Access form. */
export const loginSchema = z.object({
  password: z
    .string({ error: textError("Password is required") })
    .min(1, "Password is required")
    .max(500, "Password is too long")
    // scrypt pads a short key with zero bytes, so "secret" and "secret\0" would be the same key.
    .refine((v) => !v.includes("\u0000"), "Password contains a character that is not allowed"),
});

export type LoginInput = z.infer<typeof loginSchema>;
