import { useTranslations } from "next-intl";
import type { CountyKey } from "@/i18n/counties";
import { COUNTIES, type Region } from "@/lib/counties";
import { routes } from "@/lib/routes";
import { CountyGridView } from "./county-grid-view";

const REGIONS: Region[] = ["Leinster", "Munster", "Connacht", "Ulster", "Northern Ireland"];

/** Browse-by-county grid: every county with its number of approved shops, grouped by region. */
export function CountyGrid({ counts }: { counts: Record<string, number> }) {
  const t = useTranslations("Home.counties");
  const regionNames = useTranslations("Regions");
  const countyNames = useTranslations("Counties");
  const regions = REGIONS.map((region) => ({
    region,
    label: regionNames(region),
    tiles: COUNTIES.filter((c) => c.region === region).map((c) => {
      const shops = counts[c.name] ?? 0;
      return { href: routes.county(c.slug), name: countyNames(c.slug as CountyKey), art: c.heroImage, count: t("shops", { count: shops, n: String(shops) }) };
    }),
  }));
  return <CountyGridView regions={regions} />;
}
