"use client";

import type { ComponentProps } from "react";
import { useLocale, useTranslations } from "next-intl";
import { COUNTIES, type Region } from "@/lib/counties";
import { countyOptions, type CountyKey } from "@/i18n/counties";
import type { ShopSubmissionInput } from "@/lib/validation/shop";
import { Field, describedBy, inputClass } from "../field";
import type { ShopForm } from "./form-values";

const REGIONS: Region[] = ["Leinster", "Munster", "Connacht", "Ulster", "Northern Ireland"];

type TextName =
  | "town"
  | "address"
  | "phone"
  | "email"
  | "website"
  | "facebook"
  | "instagram"
  | "latitude"
  | "longitude";

/** Address & Contact: where the shop is and how to reach it. Coordinates only for the admin. */
export function AddressFields({
  form,
  idPrefix,
  withCoordinates = false,
}: {
  form: ShopForm;
  idPrefix: string;
  withCoordinates?: boolean;
}) {
  const t = useTranslations("ShopForm.fields");
  const counties = useTranslations("Counties");
  const regions = useTranslations("Regions");
  // Each province's counties in the alphabetical order of the page's language ("An Cabhán, An Clár…").
  const ordered = countyOptions((key: CountyKey) => counties(key), useLocale());
  const regionOf = new Map(COUNTIES.map((c) => [c.name, c.region]));
  const { register, formState } = form;
  const e = formState.errors;
  const id = (name: string) => `${idPrefix}-${name}`;
  const eircode = register("eircode");

  function text(
    name: TextName,
    label: string,
    props: ComponentProps<"input"> & { required?: boolean; hint?: string } = {},
  ) {
    const { required, hint, ...inputProps } = props;
    const error = e[name as keyof typeof e]?.message as string | undefined;
    return (
      <Field id={id(name)} label={label} required={required} error={error} hint={hint}>
        <input
          id={id(name)}
          type="text"
          className={inputClass}
          aria-required={required || undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id(name), { hint, error })}
          {...inputProps}
          {...register(name satisfies keyof ShopSubmissionInput)}
        />
      </Field>
    );
  }

  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Field id={id("county")} label={t("county")} required error={e.county?.message}>
        <select
          id={id("county")}
          className={inputClass}
          aria-required
          aria-invalid={e.county ? true : undefined}
          aria-describedby={describedBy(id("county"), { error: e.county })}
          {...register("county")}
        >
          <option value="">{t("selectCounty")}</option>
          {REGIONS.map((region) => (
            <optgroup key={region} label={regions(region)}>
              {ordered
                .filter((c) => regionOf.get(c.value) === region)
                .map((c) => (
                  <option key={c.value} value={c.value}>
                    {c.label}
                  </option>
                ))}
            </optgroup>
          ))}
        </select>
      </Field>
      {text("town", t("town"), { required: true, autoComplete: "address-level2" })}
      <div className="sm:col-span-2">
        {text("address", t("address"), { required: true, autoComplete: "address-line1" })}
      </div>
      <Field
        id={id("eircode")}
        label={t("eircode")}
        error={e.eircode?.message}
        hint={t("eircodeHint")}
      >
        <input
          id={id("eircode")}
          type="text"
          autoComplete="postal-code"
          className={inputClass}
          aria-invalid={e.eircode ? true : undefined}
          aria-describedby={describedBy(id("eircode"), { hint: true, error: e.eircode })}
          {...eircode}
          onChange={(event) => {
            // Upper-case as typed, keeping the caret where the owner is typing.
            const input = event.target;
            const { selectionStart, selectionEnd } = input;
            input.value = input.value.toUpperCase();
            input.setSelectionRange(selectionStart, selectionEnd);
            void eircode.onChange(event);
          }}
        />
      </Field>
      {text("phone", t("phone"), { type: "tel", autoComplete: "tel" })}
      {text("email", t("email"), { type: "email", autoComplete: "email" })}
      {text("website", t("website"), { type: "url", placeholder: "https://" })}
      {text("facebook", t("facebook"), { type: "url", placeholder: "https://facebook.com/..." })}
      {text("instagram", t("instagram"), { type: "url", placeholder: "https://instagram.com/..." })}
      {withCoordinates && (
        <>
          {text("latitude", t("latitude"), {
            inputMode: "decimal",
            hint: t("latitudeHint"),
          })}
          {text("longitude", t("longitude"), { inputMode: "decimal" })}
        </>
      )}
    </div>
  );
}
