import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { Icon } from "@/components/ui/icon";
import type { IconName } from "@/components/ui/icon-names";
import { connection } from "next/server";
import { pageMetadata } from "@/lib/seo/metadata";
import { turnstileSiteKey } from "@/lib/security/turnstile";
import { SubmitShopForm } from "./_components/submit-shop-form";
import { routes } from "@/lib/routes";
import { type LocaleParams, pageLocale, setPageLocale } from "@/i18n/locale";
import { ClientMessages } from "@/i18n/client-messages";
import { PublicLeaveGuards } from "@/components/forms/public-leave-guards";
import { SHOP_FORM_MESSAGES } from "@/i18n/client-sets";
import { NoScriptNote } from "@/components/ui/no-script-note";

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  setPageLocale((await params).locale);
  const t = await getTranslations("Submit.meta");
  return pageMetadata({
    locale: pageLocale(),
    title: t("title"),
    description: t("description"),
    path: routes.submit(),
  });
}

/** The steps' texts are "Submit.steps.<key>". */
const STEPS: { icon: IconName; key: "free" | "review" | "email" }[] = [
  { icon: "circle-check", key: "free" },
  { icon: "clock", key: "review" },
  { icon: "mail", key: "email" },
];

export default async function SubmitPage({ params }: LocaleParams) {
  setPageLocale((await params).locale);
  // Rendered per request so that its scripts carry this response's CSP nonce (lib/security/csp.ts).
  await connection();
  const t = await getTranslations("Submit");
  return (
    <div className="bg-brand-50/60 pb-16">
      <div className="mx-auto max-w-4xl px-4 pt-10 sm:px-6">
        <h1 className="text-brand-800 text-3xl font-bold tracking-tight sm:text-4xl">
          {t("title")}
        </h1>
        <p className="mt-3 max-w-2xl text-stone-700">
          {t("intro")}
        </p>
        <ul className="mt-5 grid gap-3 sm:grid-cols-3">
          {STEPS.map(({ icon, key }) => (
            <li
              key={key}
              className="flex items-start gap-2 rounded-lg bg-white p-3 text-sm text-stone-700 shadow-sm"
            >
              <Icon name={icon} className="text-brand-600 mt-0.5 size-4 shrink-0" />
              {t(`steps.${key}`)}
            </li>
          ))}
        </ul>
        {/* The form is sent by its script (its button stays disabled without it): say so. */}
        <NoScriptNote note="submit" className="mt-6" />
        <div className="mt-8">
          <ClientMessages use={[...SHOP_FORM_MESSAGES, "SubmitForm"]}>
            <PublicLeaveGuards>
              <SubmitShopForm turnstileSiteKey={turnstileSiteKey()} />
            </PublicLeaveGuards>
          </ClientMessages>
        </div>
      </div>
    </div>
  );
}
