"use client";

import { useTranslations } from "next-intl";
import { useWatch } from "react-hook-form";
import type { PublicHolidayHours } from "@/lib/hours/types";
import { FieldError, inputClass } from "../field";
import type { ShopForm } from "./form-values";

type Choice = "usual" | "closed" | "hours";
/** Each choice's label and hint are "ShopForm.holidays.<key>" and "<key>Hint". */
const CHOICES: { value: Choice; key: "usual" | "closed" | "hours" }[] = [
  { value: "usual", key: "usual" },
  { value: "closed", key: "closed" },
  { value: "hours", key: "hours" },
];

const choiceOf = (v: PublicHolidayHours | null | undefined): Choice =>
  v === "closed" ? "closed" : v && typeof v === "object" ? "hours" : "usual";

/**
 * What the shop does on public holidays (those of the Republic, or of Northern Ireland for the six
 * northern counties): three choices, with times for the third.
 */
export function HolidayHoursFields({ form, idPrefix }: { form: ShopForm; idPrefix: string }) {
  const t = useTranslations("ShopForm.holidays");
  const value = useWatch({ control: form.control, name: "publicHolidayHours" });
  const choice = choiceOf(value);
  const hours = value && typeof value === "object" ? value : { open: "10:00", close: "14:00" };
  const set = (next: PublicHolidayHours) =>
    form.setValue("publicHolidayHours", next, {
      shouldDirty: true,
      shouldValidate: form.formState.isSubmitted,
    });
  const errors = form.formState.errors.publicHolidayHours as
    { message?: string; open?: { message?: string }; close?: { message?: string } } | undefined;
  const id = `${idPrefix}-holiday`;
  return (
    <div className="space-y-3">
      <fieldset>
        <legend className="sr-only">{t("legend")}</legend>
        <div className="grid gap-2 sm:grid-cols-3">
          {CHOICES.map((c) => (
            <label
              key={c.value}
              htmlFor={`${id}-${c.value}`}
              className="has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 flex cursor-pointer items-start gap-2 rounded-lg border border-stone-300 p-3 text-sm"
            >
              <input
                id={`${id}-${c.value}`}
                type="radio"
                name={`${id}-choice`}
                value={c.value}
                checked={choice === c.value}
                className="accent-brand-600 mt-0.5 size-4"
                onChange={() => set(c.value === "hours" ? { ...hours } : c.value)}
              />
              <span>
                <span className="block font-medium text-stone-900">{t(c.key)}</span>
                <span className="block text-xs text-stone-600">{t(`${c.key}Hint`)}</span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      {choice === "hours" && (
        <div className="flex flex-wrap items-center gap-2">
          <label htmlFor={`${id}-open`} className="text-sm text-stone-700">
            {t("openingTime")}
          </label>
          <input
            id={`${id}-open`}
            type="time"
            className={`${inputClass} min-w-0 max-w-36`}
            value={hours.open}
            aria-invalid={errors?.open ? true : undefined}
            onChange={(e) => set({ ...hours, open: e.target.value })}
          />
          <label htmlFor={`${id}-close`} className="text-sm text-stone-700">
            {t("closingTime")}
          </label>
          <input
            id={`${id}-close`}
            type="time"
            className={`${inputClass} min-w-0 max-w-36`}
            value={hours.close}
            aria-invalid={errors?.close ? true : undefined}
            onChange={(e) => set({ ...hours, close: e.target.value })}
          />
        </div>
      )}
      <FieldError message={errors?.message ?? errors?.open?.message ?? errors?.close?.message} />
    </div>
  );
}
