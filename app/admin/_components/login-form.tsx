"use client";

import { useState } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useQueryClient } from "@tanstack/react-query";
import { Lock } from "lucide-react";
import { ApiError, apiJson } from "@/lib/api-client";
import { loginSchema, type LoginInput } from "@/lib/validation/auth";
import { Field, describedBy, inputClass } from "@/components/forms/field";
import { keys } from "../_lib/queries";
import { clearSessionEnded, markSignedIn } from "../_lib/session-ended";
import { Button } from "@/components/ui/button";

/** The words for a refused sign-in. */
function loginError(err: unknown): string {
  if (err instanceof ApiError)
    return (
      err.serverMessage ??
      (err.status === 401 ? "Invalid password" : "Login failed. Please try again.")
    );
  if (err instanceof TypeError) return "Login failed. Please try again."; // fetch could not reach the server
  return "An unexpected error occurred. Please try again.";
}

/** The password field and its button; `onSignedIn` runs once the session cookie is set. */
export function SignInFields({ id, onSignedIn }: { id: string; onSignedIn: () => void }) {
  const [error, setError] = useState<string | null>(null);
  const form = useForm<LoginInput>({
    resolver: zodResolver(loginSchema),
    defaultValues: { password: "" },
  });
  const fieldError = form.formState.errors.password?.message;

  async function onSubmit({ password }: LoginInput) {
    setError(null);
    try {
      // The answer must be the login call's JSON (docs/api.md); anything else is unexpected.
      await apiJson<unknown>("POST", "/api/admin/auth/login", { password });
      onSignedIn();
    } catch (err) {
      setError(loginError(err));
      form.setFocus("password");
    }
  }

  return (
    <form noValidate onSubmit={(e) => void form.handleSubmit(onSubmit)(e)} className="space-y-4">
      <Field id={id} label="Password" error={fieldError}>
        <input
          id={id}
          type="password"
          autoComplete="current-password"
          className={inputClass}
          aria-required
          aria-invalid={fieldError || error ? true : undefined}
          aria-describedby={describedBy(id, { error: fieldError })}
          {...form.register("password")}
        />
      </Field>
      {error && (
        <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm font-medium text-red-800">
          {error}
        </p>
      )}
      <Button type="submit" className="w-full" disabled={form.formState.isSubmitting}>
        {form.formState.isSubmitting ? "Signing in..." : "Sign In"}
      </Button>
    </form>
  );
}

/** 'Admin Access': one password field. */
export function LoginForm() {
  const queryClient = useQueryClient();
  return (
    <div className="flex min-h-[70vh] items-center justify-center px-4 py-12">
      <div className="w-full max-w-sm rounded-2xl border border-stone-200 bg-white p-6 shadow-sm sm:p-8">
        <div className="bg-brand-100 mx-auto flex size-12 items-center justify-center rounded-full">
          <Lock aria-hidden className="text-brand-700 size-6" />
        </div>
        <h1 className="text-brand-800 mt-4 text-center text-2xl font-bold">Admin Access</h1>
        <p className="mt-1 text-center text-sm text-stone-600">
          Enter the admin password to manage Farm Shops Ireland.
        </p>
        <div className="mt-6">
          <SignInFields
            id="admin-password"
            onSignedIn={() => {
              clearSessionEnded();
              markSignedIn();
              queryClient.setQueryData(keys.authStatus, true);
            }}
          />
        </div>
      </div>
    </div>
  );
}
