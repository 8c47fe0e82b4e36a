"use client";

import { PRODUCT_CATEGORIES, SERVICES } from "@/lib/catalog";
import { CheckboxGroup } from "./checkbox-group";
import type { ShopForm } from "./form-values";

/** Products: the 15 fixed categories, at least one required. */
export function ProductsFields({ form, idPrefix }: { form: ShopForm; idPrefix: string }) {
  return (
    <CheckboxGroup
      legend="Products"
      options={PRODUCT_CATEGORIES}
      registration={form.register("products")}
      idPrefix={`${idPrefix}-products`}
      error={form.formState.errors.products?.message}
      required
    />
  );
}

/** Services: the 9 fixed services, all optional. */
export function ServicesFields({ form, idPrefix }: { form: ShopForm; idPrefix: string }) {
  return (
    <CheckboxGroup
      legend="Services"
      options={SERVICES}
      registration={form.register("services")}
      idPrefix={`${idPrefix}-services`}
      error={form.formState.errors.services?.message}
    />
  );
}
