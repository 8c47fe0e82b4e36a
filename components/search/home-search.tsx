"use client";

import { FieldIcon } from "./field-icon";
import { SEARCH_TEXT_MAX } from "@/lib/search/param-names";
import { useCommittedSelect } from "./committed-select";
import { useRouter } from "@/i18n/navigation";
import { useLocale, useTranslations } from "next-intl";
import { localePath } from "@/lib/routes/locale";
import type { Locale } from "@/i18n/config";
import { type FormEvent, useId } from "react";
import { routes } from "@/lib/routes/paths";
import type { CountyOption } from "@/i18n/counties";

/**
 * Home search: Enter or Search with non-empty trimmed text goes to
 * /search?q={text}; blank text is ignored. Picking a county goes to /search?county={name}.
 */
export function HomeSearch({ counties }: { counties: readonly CountyOption[] }) {
  const t = useTranslations("HomeSearch");
  const router = useRouter();
  // A county picked (not stepped past with the arrow keys) opens its search.
  const countyChoice = useCommittedSelect((value) => {
    if (value) router.push(routes.search(`county=${encodeURIComponent(value)}`));
  });
  const inputId = useId();
  const countyId = useId();

  // The box is left to the browser (not React state), so that text typed before the page's script
  // has started is what Search sends, and without the script the form is a plain GET to /search.
  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const q = String(new FormData(e.currentTarget).get("q") ?? "").trim();
    if (q) router.push(routes.search(`q=${encodeURIComponent(q)}`));
  };

  return (
    <div className="flex flex-col gap-3 rounded-2xl bg-white p-3 shadow-xl ring-1 ring-black/5 sm:p-4 lg:flex-row lg:items-center">
      <form
        role="search"
        action={localePath(useLocale() as Locale, routes.search())}
        onSubmit={onSubmit}
        className="flex flex-1 flex-col gap-3 sm:flex-row"
      >
        <label htmlFor={inputId} className="sr-only">
          {t("label")}
        </label>
        <div className="relative flex-1">
          <FieldIcon name="search" />
          <input
            id={inputId}
            name="q"
            type="search"
            maxLength={SEARCH_TEXT_MAX}
            placeholder={t("placeholder")}
            autoComplete="off"
            className="focus:border-brand-600 focus:ring-brand-600/30 h-12 w-full rounded-xl border border-stone-300 bg-white pr-3 pl-11 text-base text-stone-900 placeholder:text-stone-500 focus:ring-2 focus:outline-none"
          />
        </div>
        <button
          type="submit"
          className="bg-brand-600 hover:bg-brand-700 focus-visible:ring-brand-600 h-12 rounded-xl px-6 font-semibold text-white transition focus-visible:ring-2 focus-visible:ring-offset-2 focus-visible:outline-none"
        >
          {t("submit")}
        </button>
      </form>
      <div className="relative lg:w-56">
        <label htmlFor={countyId} className="sr-only">
          {t("county")}
        </label>
        <FieldIcon name="map-pin" />
        <select
          id={countyId}
          defaultValue=""
          {...countyChoice}
          className="focus:border-brand-600 focus:ring-brand-600/30 h-12 w-full appearance-none rounded-xl border border-stone-300 bg-white pr-8 pl-11 text-base text-stone-800 focus:ring-2 focus:outline-none"
        >
          <option value="">{t("county")}</option>
          {counties.map((c) => (
            <option key={c.value} value={c.value}>
              {c.label}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
