import type { Metadata } from "next";
import { notFound, permanentRedirect } from "next/navigation";
import { findCountyBySlug, type County } from "@/lib/counties";
import { routes, type CountyView } from "@/lib/routes";
import { countyMetaDescription } from "@/lib/seo/description";
import { pageMetadata } from "@/lib/seo/metadata";
import { withOembed } from "@/lib/embed/discovery";

/** The county of the address; unknown → 404, a non-canonical spelling → 308 to the canonical one. */
export function findCanonicalCounty(slug: string, view: CountyView = {}): County {
  const county = findCountyBySlug(slug);
  if (!county) notFound();
  if (slug !== county.slug) permanentRedirect(routes.county(county.slug, view));
  return county;
}

export function countyMetadata(slug: string): Metadata {
  const county = findCountyBySlug(slug);
  // The not-found page itself is marked noindex by Next.js.
  if (!county) return { title: "County Not Found" };
  const meta = pageMetadata({
    title: `Farm Shops in County ${county.name} | Local Produce in ${county.name}, ${county.region}`,
    description: countyMetaDescription(`Farm shops in County ${county.name}: ${county.intro}`),
    path: routes.county(county.slug),
    image: county.heroImage,
    keywords: [
      `farm shops ${county.name}`,
      `local produce ${county.name}`,
      `${county.name} farm shop`,
      county.region,
    ],
  });
  return withOembed(meta, routes.county(county.slug), `Farm shops in County ${county.name}`);
}
