import { preload } from "react-dom";
import { useLocale, useTranslations } from "next-intl";
import { Breadcrumbs, type Crumb } from "@/components/ui/breadcrumbs";
import type { County } from "@/lib/counties";

/**
 * The county's artwork behind its name; the gradient shows where the artwork is missing.
 * The artwork is the page's largest paint, and as a CSS background the browser finds it only
 * after the stylesheet: it is preloaded from the page's head instead, so that its download starts
 * with the page's (the LCP subparts of `npm run perf` show the load delay).
 */
export function CountyHero({
  county,
  name,
  crumbs,
  total,
}: {
  county: County;
  /** The county as the title writes it after "County": the genitive in Irish (`countyOf`). */
  name: string;
  crumbs: Crumb[];
  total: number;
}) {
  const t = useTranslations("County");
  const regions = useTranslations("Regions");
  // The county's tagline and introduction are written in English only: on an Irish page they say
  // so, for a screen reader to read them in English.
  const english = useLocale() === "en-IE" ? undefined : "en-IE";
  preload(county.heroImage, { as: "image", fetchPriority: "high" });
  return (
    <section
      aria-labelledby="county-title"
      className="bg-brand-800 relative isolate overflow-hidden text-white"
    >
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-20 bg-cover bg-center"
        style={{
          backgroundImage: `url(${county.heroImage}), linear-gradient(135deg, #468b3b 0%, #255522 55%, #142f13 100%)`,
        }}
      />
      {/* Keeps the white text readable on any artwork (contrast). */}
      <div
        aria-hidden="true"
        className="from-brand-900/90 via-brand-900/60 to-brand-900/30 absolute inset-0 -z-10 bg-gradient-to-t"
      />
      <div className="mx-auto max-w-7xl px-4 pt-8 pb-28 sm:px-6 sm:pb-32 lg:px-8">
        <Breadcrumbs items={crumbs} on="dark" />
        <p className="mt-10 inline-flex items-center gap-2 rounded-full bg-white/15 px-3 py-1 text-sm font-medium ring-1 ring-white/25 backdrop-blur">
          {regions(county.region)}
        </p>
        <h1 id="county-title" className="mt-4 text-4xl font-extrabold tracking-tight sm:text-5xl">
          {t("title", { county: name })}
        </h1>
        <p lang={english} className="text-brand-100 mt-2 text-xl font-medium">
          {county.tagline}
        </p>
        <p lang={english} className="mt-5 max-w-3xl text-base leading-relaxed text-white/90 sm:text-lg">
          {county.intro}
        </p>
        <p className="text-brand-100 mt-6 text-sm font-semibold">
          {t("listed", { count: total, n: String(total) })}
        </p>
      </div>
    </section>
  );
}
