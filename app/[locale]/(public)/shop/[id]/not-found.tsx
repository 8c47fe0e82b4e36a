"use client";

// A client component although it has no state: each page of the route carries its layouts'
// not-found view in its React payload, and a client component goes there as a short reference.
import { Link } from "@/i18n/navigation";
import { useTranslations } from "next-intl";
import { routes } from "@/lib/routes/paths";

/** Unknown shop or load failure, with a real 404 status. */
export default function ShopNotFound() {
  const t = useTranslations("NotFound.shop");
  return (
    <div className="mx-auto flex max-w-2xl flex-col items-center px-4 py-24 text-center">
      <p className="text-brand-600 text-sm font-semibold tracking-wide uppercase">404</p>
      <h1 className="mt-2 text-3xl font-bold tracking-tight text-stone-900 sm:text-4xl">
        {t("title")}
      </h1>
      <p className="mt-4 text-stone-600">
        {t("body")}
      </p>
      <Link
        href={routes.search()}
        className="bg-brand-600 hover:bg-brand-700 mt-8 rounded-full px-6 py-3 font-semibold text-white"
      >
        {t("browse")}
      </Link>
    </div>
  );
}
