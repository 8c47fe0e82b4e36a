"use client";

import { Icon } from "@/components/ui/icon";
import { pressOnSpace } from "@/components/ui/press-on-space";
import { useLocale, useTranslations } from "next-intl";
import { type FormEvent, useRef, useState } from "react";
import type { Locale } from "@/i18n/config";
import { Link } from "@/i18n/navigation";
import { dayAndDate } from "@/lib/hours/status";
import { type PageSearch, searchPageHref } from "@/lib/search/addresses";
import { addDays, dublinToday } from "@/lib/time";
import { useNearMe } from "./near-me";
import { useSearchNavigate } from "./search-transition";

export const toggleClass = (on: boolean) =>
  `inline-flex h-10 items-center gap-2 rounded-full px-4 text-sm font-semibold ring-1 transition ${
    on
      ? "bg-brand-600 text-white ring-brand-600 hover:bg-brand-700"
      : "bg-white text-stone-800 ring-stone-300 hover:ring-brand-600"
  }`;

const DAY_COUNT = 7;
const TIMES = Array.from({ length: 48 }, (_, i) => `${String(Math.floor(i / 2)).padStart(2, "0")}:${i % 2 ? "30" : "00"}`);

/**
 * The next seven Irish calendar dates with their labels ("Today", "Tomorrow", "Saturday 6 June"),
 * written out as the site writes dates everywhere (no date format while the page starts: lib/time.ts).
 */
function nextDays(
  now: Date,
  names: { today: string; tomorrow: string },
  locale: Locale,
): { value: string; label: string }[] {
  const today = dublinToday(now);
  return Array.from({ length: DAY_COUNT }, (_, i) => {
    const value = addDays(today, i);
    return { value, label: i === 0 ? names.today : i === 1 ? names.tomorrow : dayAndDate(value, locale) };
  });
}

/**
 * The search's toggles: Near me (the browser's position goes into the address, and the database
 * sorts every match by distance), Open now, and Open on a day at a time (both in the address, so
 * a search can be shared).
 */
export function SearchToggles({ current }: { current: PageSearch }) {
  const t = useTranslations("SearchUi");
  const locale = useLocale();
  const { navigate } = useSearchNavigate();
  const [near, locate] = useNearMe((position) =>
    navigate(searchPageHref(current, { near: position, sort: undefined })),
  );
  const [picking, setPicking] = useState(false);
  const openOnButton = useRef<HTMLButtonElement>(null);
  const [days] = useState(() => nextDays(new Date(), { today: t("today"), tomorrow: t("tomorrow") }, locale));
  const [day, time] = (current.openAt ?? "").split("T");
  const openNowHref = searchPageHref(current, { openNow: current.openNow ? undefined : "1", openAt: undefined });

  const onOpenAt = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const data = new FormData(e.currentTarget);
    navigate(searchPageHref(current, { openNow: undefined, openAt: `${String(data.get("day"))}T${String(data.get("time"))}` }));
  };

  return (
    // Escape closes the picker, as the menu and the filter drawer close, from its button too, and gives the focus back.
    <div
      className="flex flex-col items-end gap-3"
      onKeyDown={(e) => {
        if (e.key !== "Escape" || !picking) return;
        setPicking(false);
        openOnButton.current?.focus();
      }}
    >
      <div className="flex flex-wrap justify-end gap-2">
        <button
          type="button"
          className={toggleClass(Boolean(current.near))}
          aria-pressed={Boolean(current.near)}
          onClick={() =>
            current.near ? navigate(searchPageHref(current, { near: undefined, radiusKm: undefined, sort: current.sort === "distance" ? undefined : current.sort })) : locate()
          }
          disabled={near.status === "locating"}
        >
          <Icon name="locate-fixed" className={`size-4 ${near.status === "locating" ? "animate-spin" : ""}`} />
          {near.status === "locating" ? t("locating") : t("nearMe")}
          {current.near && <Icon name="x" className="size-4" />}
        </button>
        {/* A link acting as a toggle: before the script has started (a slow phone), or without it, a tap
            follows the address and the server renders the filtered search; once it runs, the search's
            own navigation (skeleton cards) takes a plain click, and Ctrl- or middle-click opens a tab. */}
        <Link
          href={openNowHref}
          prefetch={false}
          role="button"
          className={toggleClass(Boolean(current.openNow))}
          aria-pressed={Boolean(current.openNow)}
          onClick={(e) => {
            if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
            e.preventDefault();
            navigate(openNowHref);
          }}
          onKeyDown={pressOnSpace(() => navigate(openNowHref))}
        >
          <Icon name="clock" className="size-4" />
          {t("openNow")}
        </Link>
        <button
          ref={openOnButton}
          type="button"
          className={toggleClass(Boolean(current.openAt))}
          aria-expanded={picking}
          aria-controls="open-at-form"
          onClick={() => (current.openAt && !picking ? navigate(searchPageHref(current, { openAt: undefined })) : setPicking((v) => !v))}
        >
          <Icon name="clock" className="size-4" />
          {current.openAt
            ? day === days[0]?.value
              ? t("openTodayAt", { time: time ?? "" })
              : day === days[1]?.value
                ? t("openTomorrowAt", { time: time ?? "" })
                : t("openOnAt", {
                  // A shared address may name a date past the picker's week: written out all the same.
                  day: days.find((d) => d.value === day)?.label ?? (day && /^\d{4}-\d{2}-\d{2}$/.test(day) ? dayAndDate(day, locale as Locale) : (day ?? "")),
                  time: time ?? "",
                })
            : t("openOn")}
          {current.openAt && !picking && <Icon name="x" className="size-4" />}
        </button>
        <a
          href="#map-view"
          className="text-brand-700 inline-flex h-10 items-center rounded-full px-4 text-sm font-semibold ring-1 ring-stone-300 lg:hidden"
        >
          {t("mapView")}
        </a>
      </div>
      {picking && (
        <form
          id="open-at-form"
          onSubmit={onOpenAt}
          className="flex flex-wrap items-end gap-2 rounded-xl bg-white p-3 ring-1 ring-stone-200">
          <label className="text-sm font-medium text-stone-700">
            {t("day")}
            <select name="day" defaultValue={day ?? days[0]?.value} className="mt-1 block h-10 rounded-lg border border-stone-300 px-2">
              {days.map((d) => (
                <option key={d.value} value={d.value}>
                  {d.label}
                </option>
              ))}
            </select>
          </label>
          <label className="text-sm font-medium text-stone-700">
            {t("time")}
            <select name="time" defaultValue={time ?? "10:00"} className="mt-1 block h-10 rounded-lg border border-stone-300 px-2">
              {TIMES.map((t) => (
                <option key={t} value={t}>
                  {t}
                </option>
              ))}
            </select>
          </label>
          <button type="submit" className={toggleClass(true)}>
            {t("showOpen")}
          </button>
        </form>
      )}
      {near.status === "error" && (
        <p role="alert" className="rounded-xl bg-amber-50 p-4 text-sm text-amber-900 ring-1 ring-amber-200">
          {near.message}
        </p>
      )}
    </div>
  );
}
