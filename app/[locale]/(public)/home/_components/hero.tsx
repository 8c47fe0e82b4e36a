import type { ReactNode } from "react";
import { useTranslations } from "next-intl";

/** The home hero: headline, search and a drawn landscape (no photo to download). */
export function Hero({ total, children }: { total: number; children: ReactNode }) {
  const t = useTranslations("Home.hero");
  return (
    <section
      aria-labelledby="hero-title"
      className="bg-brand-800 relative isolate overflow-hidden text-white"
    >
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(ellipse_at_top_right,var(--color-brand-500),transparent_55%),radial-gradient(ellipse_at_bottom_left,var(--color-brand-900),transparent_60%)]"
      />
      <svg
        aria-hidden="true"
        viewBox="0 0 1440 260"
        preserveAspectRatio="none"
        className="absolute inset-x-0 bottom-0 -z-10 h-40 w-full sm:h-56"
      >
        <path d="M0 150C180 95 330 88 520 120s380 70 560 30 260-70 360-60v210H0Z" fill="#255522" />
        <path d="M0 200c220-60 420-70 640-40s420 50 800-10v110H0Z" fill="#1d431b" />
        <path d="M0 235c260-30 520-35 760-18s460 20 680-5v48H0Z" fill="#fafaf9" />
      </svg>
      <div className="relative mx-auto max-w-7xl px-4 pt-16 pb-28 sm:px-6 sm:pt-20 sm:pb-36 lg:px-8">
        <div aria-hidden="true" className="absolute top-12 right-8 hidden w-[22rem] xl:block">
          <div className="rotate-3 overflow-hidden rounded-3xl shadow-2xl ring-8 ring-white/10">
            {/* eslint-disable-next-line @next/next/no-img-element -- decorative bundled SVG */}
            <img
              src="/images/fallback/1.svg"
              alt=""
              width={352}
              height={264}
              className="aspect-[4/3] w-full object-cover"
            />
          </div>
          <div className="absolute -bottom-6 -left-10 -rotate-2 rounded-2xl bg-white px-4 py-3 text-stone-900 shadow-xl">
            <p className="text-sm font-semibold">{t("cardTitle")}</p>
            <p className="text-xs text-stone-600">{t("cardLine")}</p>
          </div>
        </div>
        <p className="text-brand-100 inline-flex items-center gap-2 rounded-full bg-white/10 px-3 py-1 text-sm font-medium ring-1 ring-white/20">
          <span aria-hidden="true" className="bg-harvest-500 size-2 rounded-full" />
          {t("badge", { count: total, n: String(total) })}
        </p>
        <h1
          id="hero-title"
          className="mt-6 max-w-3xl text-4xl font-extrabold tracking-tight text-balance sm:text-5xl lg:text-6xl"
        >
          {t("title")}
        </h1>
        <p className="text-brand-100 mt-5 max-w-2xl text-lg">
          {t("intro")}
        </p>
        <div className="mt-8 max-w-4xl">{children}</div>
      </div>
    </section>
  );
}
