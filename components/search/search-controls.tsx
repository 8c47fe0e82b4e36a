"use client";

import { FieldIcon } from "./field-icon";
import { SEARCH_TEXT_MAX } from "@/lib/search/param-names";
import { useLocale, useTranslations } from "next-intl";
import { localePath } from "@/lib/routes/locale";
import type { Locale } from "@/i18n/config";
import { type FormEvent, useRef } from "react";
import { effectiveSort, type PageSearch, searchPageHref, searchQueryString } from "@/lib/search/addresses";
import type { SearchSort } from "@/lib/search/param-names";
import { useSearchNavigate } from "./search-transition";
import { refocusAfterNavigation, useCommittedSelect, useRefocus } from "./committed-select";
import { routes } from "@/lib/routes/paths";
import type { CountyOption } from "@/i18n/counties";

const field =
  "h-12 w-full rounded-xl border border-stone-300 bg-white text-base text-stone-900 focus:border-brand-600 focus:ring-2 focus:ring-brand-600/30 focus:outline-none";


/**
 * The search box: text, county ('All Counties' plus every county), Search (Enter also searches)
 * and the sort order, which applies at once. The other filters of the address are kept. Works
 * without JavaScript too (a plain GET form).
 */
export function SearchControls({
  current,
  sort,
  counties,
}: {
  current: PageSearch;
  sort: SearchSort;
  counties: readonly CountyOption[];
}) {
  const t = useTranslations("SearchUi");
  const { navigate } = useSearchNavigate();
  const form = useRef<HTMLFormElement>(null);
  const county = current.county.length === 1 ? (current.county[0] ?? "") : "";
  const sorts: SearchSort[] = [
    ...(current.q ? (["relevance"] as const) : []),
    "name",
    "county",
    ...(current.near ? (["distance"] as const) : []),
    "featured",
  ];

  // A search keeps the address's own sort; choosing one sets it, unless it is the default anyway.
  const go = (sortChanged = false) => {
    const data = new FormData(form.current ?? undefined);
    const picked = String(data.get("county") ?? "");
    const q = String(data.get("q") ?? "").trim() || undefined;
    const chosen = String(data.get("sort") ?? "") as SearchSort;
    const wanted = sortChanged && sorts.includes(chosen) ? chosen : current.sort;
    navigate(
      searchPageHref(current, {
        q,
        // The box picks one county; several come from the county chips.
        county: picked ? [picked] : county ? [] : current.county,
        sort: wanted === effectiveSort({ q, near: current.near, sort: undefined }) ? undefined : wanted,
      }),
    );
  };
  // A sort chosen (not stepped past with the arrow keys) applies at once; the new page's controls give the select the focus back.
  const sortChoice = useCommittedSelect(() => {
    refocusAfterNavigation("search-sort");
    go(true);
  });
  useRefocus();
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    go();
  };
  // Without the script the form is a plain GET of its fields: the address's other filters (the
  // chips, Open now, a position, a time, a page size) go along hidden, as the script's search keeps
  // them. Text, county and sort are the form's own; a new search starts at the first page.
  const kept = [
    ...new URLSearchParams(
      searchQueryString({ ...current, q: undefined, county: [], sort: undefined, offset: undefined }),
    ),
  ];

  return (
    <form
      ref={form}
      role="search"
      action={localePath(useLocale() as Locale, routes.search())}
      onSubmit={onSubmit}
      className="grid gap-3 rounded-2xl bg-white p-3 shadow-lg ring-1 ring-black/5 sm:p-4 md:grid-cols-[1fr_13rem_auto] lg:grid-cols-[1fr_13rem_auto_auto]"
    >
      <div className="relative">
        <label htmlFor="search-q" className="sr-only">
          {t("queryLabel")}
        </label>
        <FieldIcon name="search" />
        <input
          id="search-q"
          name="q"
          type="search"
          maxLength={SEARCH_TEXT_MAX}
          defaultValue={current.q ?? ""}
          placeholder={t("queryPlaceholder")}
          autoComplete="off"
          className={`${field} pr-3 pl-11 placeholder:text-stone-500`}
        />
      </div>
      <div className="relative">
        <label htmlFor="search-county" className="sr-only">
          {t("county")}
        </label>
        <FieldIcon name="map-pin" />
        <select
          id="search-county"
          name="county"
          defaultValue={county}
          className={`${field} pr-3 pl-11`}
        >
          <option value="">{current.county.length > 1 ? t("counties", { count: current.county.length }) : t("allCounties")}</option>
          {counties.map((c) => (
            <option key={c.value} value={c.value}>
              {c.label}
            </option>
          ))}
        </select>
      </div>
      {kept.map(([name, value], i) => (
        <input key={`${name}-${i}`} type="hidden" name={name} value={value} />
      ))}
      <button
        type="submit"
        className="bg-brand-600 hover:bg-brand-700 focus-visible:ring-brand-600 h-12 rounded-xl px-6 font-semibold text-white transition focus-visible:ring-2 focus-visible:ring-offset-2 focus-visible:outline-none"
      >
        {t("search")}
      </button>
      <div className="relative md:col-span-3 lg:col-span-1">
        <label htmlFor="search-sort" className="sr-only">
          {t("sortLabel")}
        </label>
        <FieldIcon name="arrow-up-down" />
        <select
          id="search-sort"
          name="sort"
          defaultValue={sort}
          {...sortChoice}
          className={`${field} pr-9 pl-11`}
        >
          {sorts.map((s) => (
            <option key={s} value={s}>
              {t(`sort.${s}`)}
            </option>
          ))}
        </select>
      </div>
    </form>
  );
}
