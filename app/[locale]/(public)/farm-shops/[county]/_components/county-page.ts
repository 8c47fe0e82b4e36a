import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { notFound, permanentRedirect } from "next/navigation";
import { findCountyBySlug, type County } from "@/lib/counties";
import { routes, type CountyView } from "@/lib/routes";
import { countyMetaDescription } from "@/lib/seo/description";
import { pageMetadata, siteTagline } from "@/lib/seo/metadata";
import { withOembed } from "@/lib/embed/discovery";
import { pageLocale } from "@/i18n/locale";
import { localePath } from "@/lib/routes/locale";
import type { CountyKey } from "@/i18n/counties";
import { countyOf } from "@/i18n/county-of";

/** The county of the address; unknown → 404, a non-canonical spelling → 308 to the canonical one. */
export function findCanonicalCounty(slug: string, view: CountyView = {}): County {
  const county = findCountyBySlug(slug);
  if (!county) notFound();
  if (slug !== county.slug) permanentRedirect(localePath(pageLocale(), routes.county(county.slug, view)));
  return county;
}

export async function countyMetadata(slug: string): Promise<Metadata> {
  const county = findCountyBySlug(slug);
  // The not-found page itself is marked noindex by Next.js.
  const t = await getTranslations("County.meta");
  if (!county) return { title: { absolute: `${t("notFound")} – ${await siteTagline()}` } };
  const vars = { county: (await getTranslations("Counties"))(county.slug as CountyKey), region: (await getTranslations("Regions"))(county.region) };
  // The title, the description and the list's name write "County {county}": the genitive in Irish.
  const of = { ...vars, county: countyOf(await getTranslations("CountyOf"), county.name) };
  const meta = pageMetadata({
    locale: pageLocale(),
    title: t("title", of),
    description: countyMetaDescription(t("description", { ...of, intro: county.intro })),
    path: routes.county(county.slug),
    image: county.heroImage,
    keywords: [
      t("keyword1", vars),
      t("keyword2", vars),
      t("keyword3", vars),
      vars.region,
    ],
  });
  return withOembed(meta, routes.county(county.slug), t("embedTitle", of), pageLocale());
}
