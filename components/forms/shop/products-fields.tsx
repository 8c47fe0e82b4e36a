"use client";

import { useTranslations } from "next-intl";
import { PRODUCT_CATEGORIES, SERVICES } from "@/lib/catalog";
import { CheckboxGroup } from "./checkbox-group";
import type { ShopForm } from "./form-values";

/** Products: the 15 fixed categories, at least one required. */
export function ProductsFields({ form, idPrefix }: { form: ShopForm; idPrefix: string }) {
  const t = useTranslations("ShopForm.sections");
  const products = useTranslations("Products");
  return (
    <CheckboxGroup
      legend={t("products")}
      options={PRODUCT_CATEGORIES}
      labelOf={(p) => products(p as Parameters<typeof products>[0])}
      registration={form.register("products")}
      idPrefix={`${idPrefix}-products`}
      error={form.formState.errors.products?.message}
      required
    />
  );
}

/** Services: the 9 fixed services, all optional. */
export function ServicesFields({ form, idPrefix }: { form: ShopForm; idPrefix: string }) {
  const t = useTranslations("ShopForm.sections");
  const services = useTranslations("Services");
  return (
    <CheckboxGroup
      legend={t("services")}
      options={SERVICES}
      labelOf={(s) => services(s as Parameters<typeof services>[0])}
      registration={form.register("services")}
      idPrefix={`${idPrefix}-services`}
      error={form.formState.errors.services?.message}
    />
  );
}
