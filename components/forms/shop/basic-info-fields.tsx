"use client";

import { useTranslations } from "next-intl";
import { SHOP_TYPES } from "@/lib/catalog";
import { Field, describedBy, inputClass } from "../field";
import type { ShopForm } from "./form-values";

/** Basic Information: the shop's name and what kind of shop it is. */
export function BasicInfoFields({ form, idPrefix }: { form: ShopForm; idPrefix: string }) {
  const t = useTranslations("ShopForm.fields");
  const types = useTranslations("ShopTypes");
  const { register, formState } = form;
  const e = formState.errors;
  const id = (name: string) => `${idPrefix}-${name}`;
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Field id={id("name")} label={t("name")} required error={e.name?.message}>
        <input
          id={id("name")}
          type="text"
          autoComplete="organization"
          className={inputClass}
          aria-required
          aria-invalid={e.name ? true : undefined}
          aria-describedby={describedBy(id("name"), { error: e.name })}
          {...register("name")}
        />
      </Field>
      <Field id={id("shopType")} label={t("shopType")} required error={e.shopType?.message}>
        <select
          id={id("shopType")}
          className={inputClass}
          aria-required
          aria-invalid={e.shopType ? true : undefined}
          aria-describedby={describedBy(id("shopType"), { error: e.shopType })}
          {...register("shopType")}
        >
          {SHOP_TYPES.map((type) => (
            <option key={type} value={type}>
              {types(type)}
            </option>
          ))}
        </select>
      </Field>
    </div>
  );
}
