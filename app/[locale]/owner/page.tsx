import { type LocaleParams, setPageLocale } from "@/i18n/locale";
import { PublicLeaveGuards } from "@/components/forms/public-leave-guards";
import { getEnv } from "@/lib/env";
import { OwnerApp } from "./_components/owner-app";

/** Where the mailed link lands: the owner's own listing, ready to edit. */
export default async function OwnerPage({ params }: LocaleParams) {
  setPageLocale((await params).locale);
  return (
    <PublicLeaveGuards>
      <OwnerApp site={new URL(getEnv().SITE_URL).origin} />
    </PublicLeaveGuards>
  );
}
