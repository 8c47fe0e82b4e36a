"use client";

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
  return (
    <div className="space-y-6">
      <FormSection title="Basic Information">
        <BasicInfoFields form={form} idPrefix={idPrefix} />
      </FormSection>
      <FormSection title="Address & Contact">
        <AddressFields form={form} idPrefix={idPrefix} withCoordinates={admin} />
      </FormSection>
      <FormSection title="Products" description="Select everything the shop sells (at least one).">
        <ProductsFields form={form} idPrefix={idPrefix} />
      </FormSection>
      <FormSection title="Services" description="Anything else visitors can enjoy (optional).">
        <ServicesFields form={form} idPrefix={idPrefix} />
      </FormSection>
      <FormSection title="About Your Farm Shop">
        <AboutFields form={form} idPrefix={idPrefix} />
      </FormSection>
      <FormSection
        title="Opening Hours"
        description="Set the opening and closing time of each day, or tick Closed."
      >
        <OpeningHoursEditor form={form} idPrefix={idPrefix} />
      </FormSection>
      <FormSection
        title="Public Holidays"
        description="Irish public holidays, or Northern Ireland's for shops in the six northern counties."
      >
        <HolidayHoursFields form={form} idPrefix={idPrefix} />
      </FormSection>
      <FormSection
        title="Special Dates"
        description="Seasonal closures, Christmas hours or one-off days. These override the weekly hours and holidays."
      >
        <SpecialDatesEditor form={form} idPrefix={idPrefix} />
      </FormSection>
      <FormSection
        title="Farm Shop Image"
        description="Up to two photos of the shop, its produce or the farm."
      >
        <ImageFields form={form} onBusyChange={onImageBusy} />
      </FormSection>
    </div>
  );
}
