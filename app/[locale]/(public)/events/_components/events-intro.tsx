import { useTranslations } from "next-intl";
import { Icon } from "@/components/ui/icon";
import { PageBanner } from "@/components/content/page-banner";

/** Banner shared by the page and its loading state, so nothing jumps when the list arrives. */
export function EventsIntro() {
  const t = useTranslations("Events.intro");
  return (
    <PageBanner
      eyebrow={t("eyebrow")}
      title={t("title")}
      icon={<Icon name="calendar-days" className="size-9 shrink-0" />}
    >
      <p>{t("body")}</p>
    </PageBanner>
  );
}
