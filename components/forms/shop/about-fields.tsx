"use client";

import { Field, describedBy, inputClass } from "../field";
import type { ShopForm } from "./form-values";

/** About Your Farm Shop: the free-text description. */
export function AboutFields({ form, idPrefix }: { form: ShopForm; idPrefix: string }) {
  const id = `${idPrefix}-description`;
  const error = form.formState.errors.description?.message;
  const hint =
    "What you grow, make or sell, and what makes a visit special (up to 2000 characters).";
  return (
    <Field id={id} label="Description" error={error} hint={hint}>
      <textarea
        id={id}
        rows={5}
        className={inputClass}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, { hint, error })}
        {...form.register("description")}
      />
    </Field>
  );
}
