"use client";

import { FieldIcon } from "./field-icon";
import { SEARCH_TEXT_MAX } from "@/lib/search/param-names";
import { useTranslations } from "next-intl";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { routes, type CountySort } from "@/lib/routes/paths";
import { useSearchNavigate } from "./search-transition";
import { refocusAfterNavigation, useCommittedSelect, useRefocus } from "./committed-select";

const DEBOUNCE_MS = 300;

const field =
  "h-12 w-full rounded-xl border border-stone-300 bg-white text-base text-stone-900 focus:border-brand-600 focus:ring-2 focus:ring-brand-600/30 focus:outline-none";

/**
 * County page search and sort: the box filters as you type, keeps `q` in the
 * address bar (replace, so Back leaves the county) and is prefilled from it. The server passes the
 * address's q and sort (the cached county page has neither; proxy.ts sends searches and sorts to
 * the per-request page), so the cached page needs no search parameters to render.
 */
export function CountySearch({
  countySlug,
  countyName,
  q: urlQ,
  sort,
}: {
  countySlug: string;
  /** The county as its messages write it after "County": the genitive in Irish ("Ros Comáin", "Chorcaí"). */
  countyName: string;
  q: string;
  sort: CountySort;
}) {
  const t = useTranslations("CountyPage");
  const { navigate } = useSearchNavigate();
  const [text, setText] = useState(urlQ);
  const [seenQ, setSeenQ] = useState(urlQ);
  // Text typed before the page's script started: hydration leaves the box's text as it is, while the
  // state starts from the address. Taken once, so that it filters (and is not reset by the next render).
  const boxRef = useRef<HTMLInputElement>(null);
  useEffect(() => {
    const typed = boxRef.current?.value;
    if (typed !== undefined && typed !== urlQ) setText(typed);
    // Once, at hydration: later changes come through onChange.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // The address changed from outside the box (Clear Search, Back): follow it.
  if (urlQ !== seenQ) {
    setSeenQ(urlQ);
    if (urlQ !== text.trim()) setText(urlQ);
  }

  useEffect(() => {
    if (text.trim() === urlQ) return;
    const timer = setTimeout(
      () => navigate(routes.county(countySlug, { q: text, sort }), { replace: true }),
      DEBOUNCE_MS,
    );
    return () => clearTimeout(timer);
  }, [text, urlQ, countySlug, sort, navigate]);

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    navigate(routes.county(countySlug, { q: text, sort }), { replace: true });
  };

  // The sort shown: the address's, or the option the arrow keys stepped to; a sort chosen applies
  // at once, and the page it opens gives the select the focus back.
  const [shownSort, setShownSort] = useState(sort);
  const [seenSort, setSeenSort] = useState(sort);
  if (sort !== seenSort) {
    setSeenSort(sort);
    setShownSort(sort);
  }
  const sortChoice = useCommittedSelect((value) => {
    refocusAfterNavigation("county-sort");
    navigate(routes.county(countySlug, { q: text, sort: value as CountySort }), { replace: true });
  });
  useRefocus();

  return (
    <form role="search" onSubmit={onSubmit} className="grid gap-3 sm:grid-cols-[1fr_14rem]">
      <div className="relative">
        <label htmlFor="county-q" className="sr-only">
          {t("searchLabel", { county: countyName })}
        </label>
        <FieldIcon name="search" />
        <input
          ref={boxRef}
          id="county-q"
          name="q"
          type="search"
          maxLength={SEARCH_TEXT_MAX}
          value={text}
          onChange={(e) => setText(e.target.value)}
          placeholder={t("searchPlaceholder", { county: countyName })}
          autoComplete="off"
          className={`${field} pr-3 pl-11 placeholder:text-stone-500`}
        />
      </div>
      <div className="relative">
        <label htmlFor="county-sort" className="sr-only">
          {t("sortLabel")}
        </label>
        <FieldIcon name="arrow-up-down" />
        <select
          id="county-sort"
          // Named, so that without the script Enter in the box sends the text and the sort.
          name="sort"
          value={shownSort}
          {...sortChoice}
          onChange={(e) => {
            setShownSort(e.target.value as CountySort);
            sortChoice.onChange(e);
          }}
          className={`${field} pr-3 pl-11`}
        >
          <option value="name">{t("sortName")}</option>
          <option value="town">{t("sortTown")}</option>
          <option value="featured">{t("sortFeatured")}</option>
        </select>
      </div>
    </form>
  );
}
