"use client";

import { useTranslations } from "next-intl";
import { Field, describedBy, inputClass } from "../field";
import type { ShopForm } from "./form-values";

/** About Your Farm Shop: the free-text description. */
export function AboutFields({ form, idPrefix }: { form: ShopForm; idPrefix: string }) {
  const id = `${idPrefix}-description`;
  const t = useTranslations("ShopForm.fields");
  const error = form.formState.errors.description?.message;
  const hint = t("descriptionHint");
  return (
    <Field id={id} label={t("description")} error={error} hint={hint}>
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
