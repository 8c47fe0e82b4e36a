"use client";

import { Copy, Plus, X } from "lucide-react";
import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { useWatch } from "react-hook-form";
import { DAYS, MAX_DAY_BREAKS, type Day, type HoursBreak } from "@/lib/hours/types";
import { useFormError } from "@/i18n/use-form-error";
import { FieldError, inputClass } from "../field";
import type { ShopForm } from "./form-values";
import { useFocusLater } from "@/components/ui/use-focus-later";

/** The part of a label only screen readers hear ("Closed<sr> on Monday</sr>"). */
const sr = (chunks: ReactNode) => <span className="sr-only">{chunks}</span>;

/**
 * One row per day: a Closed checkbox, else opening and closing times (24-hour), and its breaks
 * ("Add break": closed from 12:30 to 14:00 inside the day, e.g. for lunch).
 */
export function OpeningHoursEditor({ form, idPrefix }: { form: ShopForm; idPrefix: string }) {
  const t = useTranslations("ShopForm.hours");
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
        {t("copyMonday")}
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
  const t = useTranslations("ShopForm.hours");
  const dayName = useTranslations("Weekdays")(day);
  const formError = useFormError();
  const { register, setValue, getValues, control } = form;
  const closed = useWatch({ control, name: `openingHours.${day}.closed` });
  const dayErrors = form.formState.errors.openingHours?.[day];
  const id = `${idPrefix}-hours-${day}`;
  const closedReg = register(`openingHours.${day}.closed`);
  const breakErrors = dayErrors?.breaks as
    | ({ message?: string } & Record<number, { from?: { message?: string }; to?: { message?: string } }>)
    | undefined;
  const breakError =
    breakErrors?.message ??
    Object.values(breakErrors ?? {})
      .map((b) => (typeof b === "object" && b ? (b.from?.message ?? b.to?.message) : undefined))
      .find(Boolean);
  const error = formError(dayErrors?.open?.message ?? dayErrors?.close?.message ?? breakError);
  // The day's message is read with each of its times (a screen reader on the close time hears why it is invalid).
  const errorId = `${id}-error`;
  const describedBy = error ? errorId : undefined;

  return (
    <fieldset className="grid grid-cols-[6.5rem_1fr] items-center gap-x-3 gap-y-2 py-2 sm:grid-cols-[8rem_7rem_1fr]">
      <legend className="sr-only">{dayName}</legend>
      <span aria-hidden className="text-sm font-medium text-stone-800">
        {dayName}
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
        <span>{t.rich("closedOn", { day: dayName, sr })}</span>
      </label>
      {closed ? (
        <span className="col-span-2 text-sm text-stone-500 sm:col-span-1">{t("closedAllDay")}</span>
      ) : (
        <div className="col-span-2 flex items-center gap-2 sm:col-span-1">
          <label htmlFor={`${id}-open`} className="sr-only">
            {t("openingTime", { day: dayName })}
          </label>
          <input
            id={`${id}-open`}
            type="time"
            className={`${inputClass} min-w-0 max-w-36`}
            aria-invalid={dayErrors?.open ? true : undefined}
            aria-describedby={describedBy}
            {...register(`openingHours.${day}.open`)}
          />
          <span aria-hidden className="text-stone-500">
            {t("to")}
          </span>
          <label htmlFor={`${id}-close`} className="sr-only">
            {t("closingTime", { day: dayName })}
          </label>
          <input
            id={`${id}-close`}
            type="time"
            className={`${inputClass} min-w-0 max-w-36`}
            aria-invalid={dayErrors?.close ? true : undefined}
            aria-describedby={describedBy}
            {...register(`openingHours.${day}.close`)}
          />
        </div>
      )}
      {!closed && <DayBreaks day={day} dayName={dayName} form={form} id={id} describedBy={breakError ? describedBy : undefined} />}
      {error && (
        <div className="col-span-2 sm:col-span-3">
          <FieldError id={errorId} message={`${dayName}: ${error}`} />
        </div>
      )}
    </fieldset>
  );
}

/** A day's breaks: "Closed from … to …" rows with Remove, and "Add break" (up to MAX_DAY_BREAKS). */
function DayBreaks({ day, dayName, form, id, describedBy }: { day: Day; dayName: string; form: ShopForm; id: string; describedBy?: string }) {
  const t = useTranslations("ShopForm.hours");
  const { register, setValue, getValues, control } = form;
  const breaks = (useWatch({ control, name: `openingHours.${day}.breaks` }) ?? []) as HoursBreak[];
  const set = (next: HoursBreak[]) =>
    setValue(`openingHours.${day}.breaks`, next.length ? next : undefined, { shouldDirty: true });
  const add = () => {
    const current = (getValues(`openingHours.${day}.breaks`) ?? []) as HoursBreak[];
    // A lunch break to start from; a second one after the first.
    const last = current[current.length - 1];
    set([...current, last ? { from: "15:00", to: "15:30" } : { from: "13:00", to: "14:00" }]);
  };
  // A removed break takes its Remove button, and the keyboard's focus, with it: "Add break" takes it.
  const [addRef, focusAdd] = useFocusLater<HTMLButtonElement>();
  const remove = (index: number) => {
    const current = (getValues(`openingHours.${day}.breaks`) ?? []) as HoursBreak[];
    set(current.filter((_, i) => i !== index));
    focusAdd();
  };
  return (
    <div className="col-span-2 space-y-2 sm:col-span-2 sm:col-start-2">
      {breaks.map((_, i) => (
        <div key={i} className="flex flex-wrap items-center gap-2 text-sm text-stone-700">
          <label htmlFor={`${id}-break-${i}-from`}>
            {t.rich("breakFrom", { n: String(i + 1), day: dayName, sr })}
          </label>
          <input
            id={`${id}-break-${i}-from`}
            type="time"
            className={`${inputClass} min-w-0 max-w-36`}
            aria-invalid={describedBy ? true : undefined}
            aria-describedby={describedBy}
            {...register(`openingHours.${day}.breaks.${i}.from`)}
          />
          <label htmlFor={`${id}-break-${i}-to`}>
            {t.rich("breakTo", { n: String(i + 1), day: dayName, sr })}
          </label>
          <input
            id={`${id}-break-${i}-to`}
            type="time"
            className={`${inputClass} min-w-0 max-w-36`}
            aria-invalid={describedBy ? true : undefined}
            aria-describedby={describedBy}
            {...register(`openingHours.${day}.breaks.${i}.to`)}
          />
          <button
            type="button"
            onClick={() => remove(i)}
            className="inline-flex items-center gap-1 rounded-full px-2 py-1 text-stone-600 ring-1 ring-stone-300 hover:text-red-700"
          >
            <X aria-hidden="true" className="size-3.5" />
            {t.rich("removeBreak", { n: String(i + 1), day: dayName, sr })}
          </button>
        </div>
      ))}
      {breaks.length < MAX_DAY_BREAKS && (
        <button
          ref={addRef}
          type="button"
          onClick={add}
          className="text-brand-700 inline-flex items-center gap-1 text-sm font-semibold hover:underline"
        >
          <Plus aria-hidden="true" className="size-3.5" />
          {t.rich("addBreak", { day: dayName, sr })}
        </button>
      )}
    </div>
  );
}
