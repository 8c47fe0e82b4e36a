"use client";

import { useTranslations } from "next-intl";
import { FormSection } from "../field";
import { AboutFields } from "./about-fields";
import { AddressFields } from "./address-fields";
import { BasicInfoFields } from "./basic-info-fields";
import type { ShopForm } from "./form-values";
import { HolidayHoursFields } from "./holiday-hours-fields";
import { ImageFields } from "./image-fields";
import { OpeningHoursEditor } from "./opening-hours-editor";
import { ProductsFields, ServicesFields } from "./products-fields";
import { SpecialDatesEditor } from "./special-dates-editor";

/** The sections of the shop form, shared by /submit and the admin edit dialog. */
export function ShopFormSections({
  form,
  idPrefix,
  admin = false,
  onImageBusy,
}: {
  form: ShopForm;
  idPrefix: string;
  admin?: boolean;
  onImageBusy?: (slot: 1 | 2, busy: boolean) => void;
}) {
  const t = useTranslations("ShopForm.sections");
  return (
    <div className="space-y-6">
      <FormSection title={t("basicInfo")}>
        <BasicInfoFields form={form} idPrefix={idPrefix} />
      </FormSection>
      <FormSection title={t("address")}>
        <AddressFields form={form} idPrefix={idPrefix} withCoordinates={admin} />
      </FormSection>
      <FormSection title={t("products")} description={t("productsDescription")}>
        <ProductsFields form={form} idPrefix={idPrefix} />
      </FormSection>
      <FormSection title={t("services")} description={t("servicesDescription")}>
        <ServicesFields form={form} idPrefix={idPrefix} />
      </FormSection>
      <FormSection title={t("about")}>
        <AboutFields form={form} idPrefix={idPrefix} />
      </FormSection>
      <FormSection
        title={t("hours")}
        description={t("hoursDescription")}
      >
        <OpeningHoursEditor form={form} idPrefix={idPrefix} />
      </FormSection>
      <FormSection
        title={t("holidays")}
        description={t("holidaysDescription")}
      >
        <HolidayHoursFields form={form} idPrefix={idPrefix} />
      </FormSection>
      <FormSection
        title={t("specialDates")}
        description={t("specialDatesDescription")}
      >
        <SpecialDatesEditor form={form} idPrefix={idPrefix} />
      </FormSection>
      <FormSection
        title={t("images")}
        description={t("imagesDescription")}
      >
        <ImageFields form={form} onBusyChange={onImageBusy} />
      </FormSection>
    </div>
  );
}
