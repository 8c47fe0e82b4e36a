"use client";

import { useLocale, useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import { apiJson, getJson } from "@/lib/api-client";
import { Switch } from "@/components/ui/switch";
import { findCountyByName } from "@/lib/counties";
import { formatIsoDate } from "@/lib/format";
import type { Locale } from "@/i18n/config";

type Figures = { views: number; directions: number; calls: number; website: number; saves: number; shares: number };
type OwnerFigures = {
  from: string;
  to: string;
  county: string;
  shop: Figures;
  countyMedian: Figures | null;
  countyShops: number;
  monthlySummary: boolean;
};

/** Each row's label is "Owner.insights.<key>". */
const ROWS: (keyof Figures & ("views" | "directions" | "calls" | "website" | "saves"))[] = ["views", "directions", "calls", "website", "saves"];

const median = (n: number) => (Number.isInteger(n) ? String(n) : n.toFixed(1));

/** The owner's last 4 weeks beside the county's median, and the monthly summary mail's switch. */
export function OwnerInsights({ shopId }: { shopId: string }) {
  const t = useTranslations("Owner.insights");
  const counties = useTranslations("Counties");
  const locale = useLocale() as Locale;
  const url = `/api/owner/farm-shops/${encodeURIComponent(shopId)}/insights`;
  const [data, setData] = useState<OwnerFigures | null>(null);
  const [failed, setFailed] = useState(false);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    let live = true;
    getJson<OwnerFigures>(url).then(
      (next) => live && setData(next),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [url]);

  async function switchMail(on: boolean) {
    if (!data) return;
    setSaving(true);
    try {
      const answer = await apiJson<{ monthlySummary: boolean }>("PATCH", url, { monthlySummary: on });
      setData({ ...data, monthlySummary: answer.monthlySummary });
    } catch {
      setFailed(true);
    } finally {
      setSaving(false);
    }
  }

  return (
    <section aria-labelledby="owner-insights-title" className="mt-6 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-stone-200">
      <h2 id="owner-insights-title" className="text-lg font-semibold">
        {t("title")}
      </h2>
      {failed && <p className="mt-2 text-sm text-red-700">{t("loadFailed")}</p>}
      {!data && !failed && <p className="mt-2 text-sm text-stone-600">{t("loading")}</p>}
      {data && (() => {
        const slug = findCountyByName(data.county)?.slug;
        const county = slug ? counties(slug as Parameters<typeof counties>[0]) : data.county;
        return (
        <>
          <p className="mt-1 text-sm text-stone-600">
            {t("counted", { from: formatIsoDate(data.from, locale), to: formatIsoDate(data.to, locale) })}
          </p>
          <table className="mt-4 w-full text-left text-sm">
            <thead>
              <tr className="border-b border-stone-200 text-stone-600">
                <th scope="col" className="py-2 font-medium">{t("whatVisitorsDid")}</th>
                <th scope="col" className="py-2 text-right font-medium">{t("yourShop")}</th>
                <th scope="col" className="py-2 text-right font-medium">{t("countyMedian", { county })}</th>
              </tr>
            </thead>
            <tbody>
              {ROWS.map((key) => (
                <tr key={key} className="border-b border-stone-100">
                  <th scope="row" className="py-2 font-normal">{t(key)}</th>
                  <td className="py-2 text-right font-semibold tabular-nums">{data.shop[key]}</td>
                  <td className="py-2 text-right text-stone-600 tabular-nums">{data.countyMedian ? median(data.countyMedian[key]) : "–"}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <p className="mt-2 text-xs text-stone-500">{t("medianNote", { n: String(data.countyShops), county })}</p>
          <div className="mt-4 flex items-center gap-3">
            <Switch checked={data.monthlySummary} onCheckedChange={(on) => void switchMail(on)} label={t("monthlySwitch")} disabled={saving} />
            <span className="text-sm text-stone-700">{t("monthlyText")}</span>
          </div>
        </>
        );
      })()}
    </section>
  );
}
