"use client";

import { useTranslations } from "next-intl";
import type { UseFormRegisterReturn } from "react-hook-form";
import { FieldError } from "../field";

/** A fieldset of checkboxes registered under one name: react-hook-form collects the checked values. */
export function CheckboxGroup({
  legend,
  options,
  labelOf = (option) => option,
  registration,
  idPrefix,
  error,
  required,
}: {
  legend: string;
  options: readonly string[];
  /** The text shown for a value (its name in the page's language). */
  labelOf?: (option: string) => string;
  registration: UseFormRegisterReturn;
  idPrefix: string;
  error?: string;
  required?: boolean;
}) {
  const t = useTranslations("ShopForm.fields");
  const errorId = `${idPrefix}-error`;
  return (
    <fieldset
      aria-describedby={error ? errorId : undefined}
      aria-invalid={error ? true : undefined}
    >
      <legend className="sr-only">
        {required ? t("chooseAtLeastOne", { legend }) : legend}
      </legend>
      <div className="grid grid-cols-1 gap-2 sm:grid-cols-2 lg:grid-cols-3">
        {options.map((option, i) => (
          <label
            key={option}
            htmlFor={`${idPrefix}-${i}`}
            className="hover:border-brand-600 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 flex cursor-pointer items-center gap-2 rounded-md border border-stone-200 px-3 py-2 text-sm"
          >
            <input
              id={`${idPrefix}-${i}`}
              type="checkbox"
              value={option}
              className="accent-brand-600 size-4"
              {...registration}
            />
            {labelOf(option)}
          </label>
        ))}
      </div>
      <FieldError id={errorId} message={error} />
    </fieldset>
  );
}
