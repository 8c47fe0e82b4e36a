"use client";

import { useSyncExternalStore } from "react";
import { useLocale, useTranslations } from "next-intl";
import { holidayName } from "@/i18n/holidays";
import { useAfterHydration } from "@/components/ui/after-hydration";
import { Icon } from "@/components/ui/icon";
import { getOpeningStatus } from "@/lib/hours/status";
import { statusTexts } from "@/lib/hours/status-text";
import type { HoursRules } from "@/lib/hours/types";

// The current minute as the external store: one shared timer for every badge on the page.
const listeners = new Set<() => void>();
let timer: ReturnType<typeof setInterval> | undefined;
function subscribe(onChange: () => void) {
  listeners.add(onChange);
  timer ??= setInterval(() => listeners.forEach((l) => l()), 30_000);
  return () => {
    listeners.delete(onChange);
    if (listeners.size === 0 && timer) {
      clearInterval(timer);
      timer = undefined;
    }
  };
}
const currentMinute = () => Math.floor(Date.now() / 60_000);
// On the server (and in cached HTML) there is no "now": a neutral placeholder is rendered and the
// status appears after hydration, so a cached page never shows a stale status.
const noMinute = () => null;

/** What stands in for the status until the browser has a clock (the server and cached HTML). */
export function PendingStatus() {
  const t = useTranslations("ShopCard");
  return (
    <span className="status-pending" data-status="pending">
      <Icon name="clock" className="size-3.5" />
      {t("openingHours")}
    </span>
  );
}

/**
 * Open/closed status on the Irish clock, with holidays and special dates (the server passes the
 * shop's rules with its jurisdiction's holidays for the coming year). `detail` shows 'Closed Today'
 * on the shop page. The reason is shown whenever today is not the weekly timetable.
 */
export function OpenStatus({ rules, detail = false }: { rules: HoursRules; detail?: boolean }) {
  const settled = useAfterHydration();
  const minute = useSyncExternalStore(subscribe, settled ? currentMinute : noMinute, noMinute);
  const t = useTranslations("Status");
  const holidays = useTranslations("Holidays");
  const locale = useLocale();
  if (minute === null) return <PendingStatus />;
  const opening = getOpeningStatus(rules, new Date(minute * 60_000));
  const isOpen = opening.isOpen;
  const status = statusTexts(opening, {
    t,
    holiday: (name) => holidayName(name, holidays),
    locale,
  });
  const text = detail ? status.detailLabel : status.label;
  const tone = isOpen ? "bg-brand-100 text-brand-800" : "bg-red-50 text-red-800";
  return (
    <span
      className={`inline-flex flex-wrap items-center gap-x-2 gap-y-0.5 ${detail ? "text-sm" : "text-xs"}`}
      data-status={isOpen ? "open" : "closed"}
    >
      <span
        className={`inline-flex items-center gap-1.5 rounded-full px-2.5 py-1 font-semibold ${tone}`}
      >
        <span
          aria-hidden="true"
          className={`size-2 rounded-full ${isOpen ? "bg-brand-600" : "bg-red-600"}`}
        />
        {text}
      </span>
      {status.nextOpening && <span className="text-stone-600">{status.nextOpening}</span>}
      {status.reason && (
        <span className="basis-full text-amber-800" data-status-reason>
          {status.reason}
        </span>
      )}
    </span>
  );
}
