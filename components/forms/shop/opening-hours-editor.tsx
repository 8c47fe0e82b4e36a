"use client";

import { Copy } from "lucide-react";
import { useWatch } from "react-hook-form";
import { DAYS, type Day } from "@/lib/hours/types";
import { FieldError, inputClass } from "../field";
import type { ShopForm } from "./form-values";

const LABELS: Record<Day, string> = {
  monday: "Monday",
  tuesday: "Tuesday",
  wednesday: "Wednesday",
  thursday: "Thursday",
  friday: "Friday",
  saturday: "Saturday",
  sunday: "Sunday",
};

/** One row per day: a Closed checkbox, else opening and closing times (24-hour). */
export function OpeningHoursEditor({ form, idPrefix }: { form: ShopForm; idPrefix: string }) {
  const copyMonday = () => {
    const monday = form.getValues("openingHours.monday");
    if (!monday) return;
    for (const day of WEEKDAYS)
      form.setValue(`openingHours.${day}`, { ...monday }, { shouldDirty: true });
  };
  return (
    <div>
      <button
        type="button"
        onClick={copyMonday}
        className="text-brand-700 hover:ring-brand-600 mb-2 inline-flex items-center gap-1.5 rounded-full px-3 py-1.5 text-sm font-semibold ring-1 ring-stone-300"
      >
        <Copy aria-hidden="true" className="size-4" />
        Copy Monday to all weekdays
      </button>
      <div className="divide-y divide-stone-100">
        {DAYS.map((day) => (
          <DayRow key={day} day={day} form={form} idPrefix={idPrefix} />
        ))}
      </div>
    </div>
  );
}

const WEEKDAYS = ["tuesday", "wednesday", "thursday", "friday"] as const;

function DayRow({ day, form, idPrefix }: { day: Day; form: ShopForm; idPrefix: string }) {
  const { register, setValue, getValues, control } = form;
  const closed = useWatch({ control, name: `openingHours.${day}.closed` });
  const dayErrors = form.formState.errors.openingHours?.[day];
  const id = `${idPrefix}-hours-${day}`;
  const closedReg = register(`openingHours.${day}.closed`);
  const error = dayErrors?.open?.message ?? dayErrors?.close?.message;

  return (
    <fieldset className="grid grid-cols-[6.5rem_1fr] items-center gap-x-3 gap-y-2 py-2 sm:grid-cols-[8rem_7rem_1fr]">
      <legend className="sr-only">{LABELS[day]}</legend>
      <span aria-hidden className="text-sm font-medium text-stone-800">
        {LABELS[day]}
      </span>
      <label htmlFor={`${id}-closed`} className="flex items-center gap-2 text-sm text-stone-700">
        <input
          id={`${id}-closed`}
          type="checkbox"
          className="accent-brand-600 size-4"
          {...closedReg}
          onChange={(event) => {
            void closedReg.onChange(event);
            // Re-opening a day with no times starts from the usual 09:00-17:00.
            if (!event.target.checked && !getValues(`openingHours.${day}.open`)) {
              setValue(`openingHours.${day}.open`, "09:00");
              setValue(`openingHours.${day}.close`, "17:00");
            }
          }}
        />
        <span>
          Closed<span className="sr-only"> on {LABELS[day]}</span>
        </span>
      </label>
      {closed ? (
        <span className="col-span-2 text-sm text-stone-500 sm:col-span-1">Closed all day</span>
      ) : (
        <div className="col-span-2 flex items-center gap-2 sm:col-span-1">
          <label htmlFor={`${id}-open`} className="sr-only">
            {LABELS[day]} opening time
          </label>
          <input
            id={`${id}-open`}
            type="time"
            className={`${inputClass} max-w-32`}
            aria-invalid={dayErrors?.open ? true : undefined}
            {...register(`openingHours.${day}.open`)}
          />
          <span aria-hidden className="text-stone-500">
            to
          </span>
          <label htmlFor={`${id}-close`} className="sr-only">
            {LABELS[day]} closing time
          </label>
          <input
            id={`${id}-close`}
            type="time"
            className={`${inputClass} max-w-32`}
            aria-invalid={dayErrors?.close ? true : undefined}
            {...register(`openingHours.${day}.close`)}
          />
        </div>
      )}
      {error && (
        <div className="col-span-2 sm:col-span-3">
          <FieldError message={`${LABELS[day]}: ${error}`} />
        </div>
      )}
    </fieldset>
  );
}
