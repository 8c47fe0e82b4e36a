import { useTranslations } from "next-intl";
import { Icon } from "@/components/ui/icon";
import { PageBanner } from "@/components/content/page-banner";

/** Shared by the list and its loading state. */
export function HubBanner() {
  const t = useTranslations("HarvestHub.banner");
  return (
    <PageBanner
      eyebrow={t("eyebrow")}
      title={t("title")}
      icon={<Icon name="sprout" className="size-9 shrink-0" />}
    >
      <p>{t("body")}</p>
    </PageBanner>
  );
}
