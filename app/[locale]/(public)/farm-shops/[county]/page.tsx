import type { Metadata } from "next";
import { countyMetadata, findCanonicalCounty } from "./_components/county-page";
import { CountyView } from "./_components/county-view";
import { setPageLocale } from "@/i18n/locale";

type Props = { params: Promise<{ locale: string; county: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  setPageLocale((await params).locale);
  return countyMetadata((await params).county);
}

// Cached whole on first visit (admin changes expire it through the data tags). A search or a sort
// in the address is rewritten by proxy.ts to ./filter, rendered per request.
export const revalidate = 300;
export function generateStaticParams(): { county: string }[] {
  return [];
}

export default async function CountyPage({ params }: Props) {
  setPageLocale((await params).locale);
  const county = findCanonicalCounty((await params).county);
  return <CountyView county={county} q="" sort="name" />;
}
