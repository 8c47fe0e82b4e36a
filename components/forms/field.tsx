import { useId, type ReactNode } from "react";
import clsx from "clsx";
import { useFormError } from "@/i18n/use-form-error";

export const inputClass =
  "block w-full rounded-md border border-stone-300 bg-white px-3 py-2 text-base text-stone-900 shadow-sm placeholder:text-stone-500 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30 aria-[invalid=true]:border-red-600 disabled:bg-stone-100 sm:text-sm";

/** aria-describedby for a control with an optional hint and an optional error. */
export function describedBy(
  id: string,
  { hint, error }: { hint?: unknown; error?: unknown },
): string | undefined {
  const ids = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean);
  return ids.length ? ids.join(" ") : undefined;
}

/** A labelled control with its hint and error message; the asterisk marks a required field. */
export function Field({
  id,
  label,
  required,
  error,
  hint,
  className,
  children,
}: {
  id: string;
  label: string;
  required?: boolean;
  error?: string;
  hint?: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={clsx("space-y-1", className)}>
      <label htmlFor={id} className="block text-sm font-medium text-stone-800">
        {label}
        {required && (
          <span className="ml-0.5 text-red-700" aria-hidden>
            *
          </span>
        )}
      </label>
      {children}
      {hint && (
        <p id={`${id}-hint`} className="text-xs text-stone-600">
          {hint}
        </p>
      )}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

/** A field's error: the schema's English message, in the page's language (i18n/use-form-error.ts). */
export function FieldError({ id, message }: { id?: string; message?: string }) {
  const text = useFormError()(message);
  if (!text) return null;
  return (
    <p id={id} className="text-sm font-medium text-red-700">
      {text}
    </p>
  );
}

/** A titled group of fields: one of the form's sections. */
export function FormSection({
  title,
  description,
  children,
}: {
  title: string;
  description?: string;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-xl border border-stone-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <h2 id={headingId} className="text-brand-800 text-lg font-semibold">
        {title}
      </h2>
      {description && <p className="mt-1 text-sm text-stone-600">{description}</p>}
      <div className="mt-4 space-y-4">{children}</div>
    </section>
  );
}
