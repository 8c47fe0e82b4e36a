"use client";

import { Plus, Trash2 } from "lucide-react";
import { useTranslations } from "next-intl";
import { useSyncExternalStore, type ReactNode } from "react";
import { useFieldArray, useWatch } from "react-hook-form";
import { EXCEPTION_NOTE_MAX, MAX_HOURS_EXCEPTIONS } from "@/lib/hours/types";
import { FieldError, inputClass } from "../field";
import type { ShopForm } from "./form-values";
import { useFocusLater } from "@/components/ui/use-focus-later";
import { dublinToday } from "@/lib/time";

/**
 * Special dates: seasonal closures, Christmas hours, one-off days. One row per date or range,
 * added and removed at will; a row inside a longer range (a market day in a closed season) wins.
 */
const noSubscription = () => () => {};

/** Today in Ireland, in the browser only (the server's render shows no "has passed" note, so the page hydrates the same). */
const useIrishToday = () => useSyncExternalStore(noSubscription, () => dublinToday(), () => "");

/** The part of a label only screen readers hear ("From<sr> (special date 1)</sr>"). */
const sr = (chunks: ReactNode) => <span className="sr-only">{chunks}</span>;

export function SpecialDatesEditor({ form, idPrefix }: { form: ShopForm; idPrefix: string }) {
  const t = useTranslations("ShopForm.special");
  const { fields, append, remove } = useFieldArray({
    control: form.control,
    name: "hoursExceptions" as never,
  });
  // A removed row takes its Remove button, and the keyboard's focus, with it: "Add special date" takes it.
  const [addRef, focusAdd] = useFocusLater<HTMLButtonElement>();
  return (
    <div className="space-y-3">
      {fields.length === 0 && <p className="text-sm text-stone-600">{t("none")}</p>}
      <ol className="space-y-3">
        {fields.map((field, index) => (
          <SpecialDateRow
            key={field.id}
            form={form}
            index={index}
            idPrefix={idPrefix}
            onRemove={() => {
              remove(index);
              focusAdd();
            }}
          />
        ))}
      </ol>
      <button
        ref={addRef}
        type="button"
        className="text-brand-700 hover:ring-brand-600 inline-flex items-center gap-1.5 rounded-full px-4 py-2 text-sm font-semibold ring-1 ring-stone-300 disabled:opacity-50"
        disabled={fields.length >= MAX_HOURS_EXCEPTIONS}
        onClick={() =>
          // The new row's first field takes the focus (not its Closed box).
          append({ from: "", to: "", closed: true, open: "", close: "", note: "" } as never, { focusName: `hoursExceptions.${fields.length}.from` })
        }
      >
        <Plus aria-hidden="true" className="size-4" />
        {t("add")}
      </button>
      {fields.length >= MAX_HOURS_EXCEPTIONS && (
        <p className="text-xs text-stone-600">{t("max", { max: String(MAX_HOURS_EXCEPTIONS) })}</p>
      )}
    </div>
  );
}

type RowErrors = Partial<
  Record<"from" | "to" | "closed" | "open" | "close" | "note", { message?: string }>
> & { message?: string };

function SpecialDateRow({
  form,
  index,
  idPrefix,
  onRemove,
}: {
  form: ShopForm;
  index: number;
  idPrefix: string;
  onRemove: () => void;
}) {
  const t = useTranslations("ShopForm.special");
  const { register, setValue, getValues } = form;
  const base = `hoursExceptions.${index}` as const;
  const closed = useWatch({ control: form.control, name: `${base}.closed` });
  const [from, to] = useWatch({ control: form.control, name: [`${base}.from`, `${base}.to`] });
  const today = useIrishToday();
  // A date already over is kept (nothing is lost by saving) but never shown to visitors: say so.
  const last = to || from;
  const passed = today !== "" && typeof last === "string" && last !== "" && last < today;
  const errors = (form.formState.errors.hoursExceptions as RowErrors[] | undefined)?.[index];
  const id = `${idPrefix}-special-${index}`;
  const n = String(index + 1);
  const closedReg = register(`${base}.closed`);
  const messages = [
    errors?.message,
    errors?.from?.message,
    errors?.to?.message,
    errors?.open?.message,
    errors?.close?.message,
    errors?.note?.message,
  ].filter((m): m is string => !!m);
  return (
    <li className="rounded-lg border border-stone-200 p-3" aria-label={t("row", { n })}>
      <div className="grid gap-3 sm:grid-cols-2">
        <div className="space-y-1">
          <label htmlFor={`${id}-from`} className="block text-sm font-medium text-stone-800">
            {t.rich("from", { n, sr })}
          </label>
          <input
            id={`${id}-from`}
            type="date"
            className={inputClass}
            aria-invalid={errors?.from ? true : undefined}
            {...register(`${base}.from`, {
              onChange: (e: { target: { value: string } }) => {
                // A one-day entry is the common case: the end date follows until it is set.
                const to = getValues(`${base}.to`);
                if (!to || to < e.target.value) setValue(`${base}.to`, e.target.value);
              },
            })}
          />
        </div>
        <div className="space-y-1">
          <label htmlFor={`${id}-to`} className="block text-sm font-medium text-stone-800">
            {t.rich("to", { n, sr })}
          </label>
          <input
            id={`${id}-to`}
            type="date"
            className={inputClass}
            aria-invalid={errors?.to ? true : undefined}
            {...register(`${base}.to`)}
          />
        </div>
      </div>
      <div className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-2">
        <label htmlFor={`${id}-closed`} className="flex items-center gap-2 text-sm text-stone-700">
          <input
            id={`${id}-closed`}
            type="checkbox"
            className="accent-brand-600 size-4"
            {...closedReg}
            onChange={(event) => {
              void closedReg.onChange(event);
              if (!event.target.checked && !getValues(`${base}.open`)) {
                setValue(`${base}.open`, "10:00");
                setValue(`${base}.close`, "16:00");
              }
            }}
          />
          <span>{t.rich("closed", { n, sr })}</span>
        </label>
        {!closed && (
          <div className="flex items-center gap-2">
            <label htmlFor={`${id}-open`} className="sr-only">
              {t("openingTime", { n })}
            </label>
            <input
              id={`${id}-open`}
              type="time"
              className={`${inputClass} min-w-0 max-w-36`}
              aria-invalid={errors?.open ? true : undefined}
              {...register(`${base}.open`)}
            />
            <span aria-hidden className="text-stone-500">
              {t("until")}
            </span>
            <label htmlFor={`${id}-close`} className="sr-only">
              {t("closingTime", { n })}
            </label>
            <input
              id={`${id}-close`}
              type="time"
              className={`${inputClass} min-w-0 max-w-36`}
              aria-invalid={errors?.close ? true : undefined}
              {...register(`${base}.close`)}
            />
          </div>
        )}
      </div>
      <div className="mt-3 flex items-end gap-2">
        <div className="flex-1 space-y-1">
          <label htmlFor={`${id}-note`} className="block text-sm font-medium text-stone-800">
            {t.rich("note", { n, sr })}
          </label>
          <input
            id={`${id}-note`}
            type="text"
            maxLength={EXCEPTION_NOTE_MAX}
            placeholder={t("notePlaceholder")}
            className={inputClass}
            {...register(`${base}.note`)}
          />
        </div>
        <button
          type="button"
          onClick={onRemove}
          className="inline-flex h-10 items-center gap-1.5 rounded-md px-3 text-sm font-medium text-red-700 ring-1 ring-stone-300 hover:bg-red-50"
        >
          <Trash2 aria-hidden="true" className="size-4" />
          {t.rich("remove", { n, sr })}
        </button>
      </div>
      {passed && <p className="mt-2 text-sm text-amber-800">{t("passed")}</p>}
      {messages.map((m) => (
        <FieldError key={m} message={m} />
      ))}
    </li>
  );
}
