import { type LocaleParams, setPageLocale } from "@/i18n/locale";
import { OwnerApp } from "./_components/owner-app";

/** Where the mailed link lands: the owner's own listing, ready to edit. */
export default async function OwnerPage({ params }: LocaleParams) {
  setPageLocale((await params).locale);
  return <OwnerApp />;
}
