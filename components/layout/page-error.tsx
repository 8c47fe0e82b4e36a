"use client";

import { useTranslations } from "next-intl";
import { PageErrorView } from "./page-error-view";

export { PageErrorView, type PageErrorTexts } from "./page-error-view";

/** The page error inside the site's frame, in the page's language ("PageError" messages). */
export function PageError({ reference }: { reference?: string }) {
  const t = useTranslations("PageError");
  const texts = {
    title: t("title"),
    body: t("body"),
    retry: t("retry"),
    reference: (r: string) => t("reference", { reference: r }),
  };
  return <PageErrorView reference={reference} texts={texts} />;
}
