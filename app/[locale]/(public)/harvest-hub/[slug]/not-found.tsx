"use client";

// A client component although it has no state: each page of the route carries its layouts'
// not-found view in its React payload, and a client component goes there as a short reference.
import { Link } from "@/i18n/navigation";
import { useTranslations } from "next-intl";
import { Icon } from "@/components/ui/icon";
import { routes } from "@/lib/routes/paths";

/** Shown with a real 404 for an unknown slug or a draft. */
export default function PostNotFound() {
  const t = useTranslations("NotFound.post");
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <Icon name="sprout" className="text-brand-600 size-12" />
      <h1 className="mt-4 text-3xl font-bold text-stone-900">{t("title")}</h1>
      <p className="mt-3 text-stone-600">
        {t("body")}
      </p>
      <Link
        href={routes.harvestHub()}
        className="bg-brand-600 hover:bg-brand-700 focus-visible:outline-brand-600 mt-8 inline-flex items-center gap-2 rounded-lg px-5 py-2.5 font-semibold text-white focus-visible:outline-2 focus-visible:outline-offset-2"
      >
        <Icon name="arrow-left" className="size-4" />
        {t("back")}
      </Link>
    </div>
  );
}
