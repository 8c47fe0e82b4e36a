"use client";

import { Link } from "@/i18n/navigation";
import { useTranslations } from "next-intl";
import { Icon } from "@/components/ui/icon";
import type { IconName } from "@/components/ui/icon-names";
import { routes } from "@/lib/routes/paths";

const suggestions: { href: string; label: "events" | "stories"; icon: IconName }[] = [
  { href: routes.events(), label: "events", icon: "calendar-days" },
  { href: routes.harvestHub(), label: "stories", icon: "sprout" },
];

/**
 * The 404 page's content (app/not-found.tsx). A client component although it has no state: the
 * React payload of every page carries its layouts' not-found views, and a client component goes
 * there as a reference of a few bytes instead of its element tree (3.1 kB, twice per page). It
 * is rendered only on a 404.
 */
export function NotFoundView() {
  const t = useTranslations("NotFound");
  return (
    <div className="mx-auto flex max-w-2xl flex-col items-center px-4 py-20 text-center sm:py-28">
      <p
        className="text-brand-600 text-7xl font-extrabold tracking-tight sm:text-8xl"
        aria-hidden="true"
      >
        404
      </p>
      <h1 className="mt-4 text-3xl font-bold text-stone-900 sm:text-4xl">{t("title")}</h1>
      <p className="mt-4 text-lg text-stone-600">{t("body")}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link
          href={routes.home()}
          className="bg-brand-600 hover:bg-brand-700 focus-visible:outline-brand-600 inline-flex items-center gap-2 rounded-lg px-5 py-2.5 font-semibold text-white focus-visible:outline-2 focus-visible:outline-offset-2"
        >
          <Icon name="house" className="size-4" />
          {t("home")}
        </Link>
        <Link
          href={routes.search()}
          className="text-brand-700 ring-brand-600 hover:bg-brand-50 focus-visible:outline-brand-600 inline-flex items-center gap-2 rounded-lg bg-white px-5 py-2.5 font-semibold ring-1 ring-inset focus-visible:outline-2 focus-visible:outline-offset-2"
        >
          <Icon name="search" className="size-4" />
          {t("search")}
        </Link>
      </div>
      <ul className="mt-6 flex flex-wrap justify-center gap-x-6 gap-y-2 text-sm">
        {suggestions.map(({ href, label, icon }) => (
          <li key={href}>
            <Link
              href={href}
              className="text-brand-700 inline-flex items-center gap-1.5 underline-offset-4 hover:underline"
            >
              <Icon name={icon} className="size-4" />
              {t(label)}
            </Link>
          </li>
        ))}
      </ul>
      <div className="mt-12 w-full rounded-xl border border-stone-200 bg-stone-50 p-4 text-left">
        <p className="flex items-center gap-2 text-xs font-semibold tracking-wider text-stone-600 uppercase">
          <Icon name="terminal" className="size-4" />
          {t("developers")}
        </p>
        <p className="mt-2 font-mono text-sm text-stone-700">{t("developersHint")}</p>
      </div>
    </div>
  );
}
