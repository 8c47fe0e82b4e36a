import { useTranslations } from "next-intl";
import { OSM_COPYRIGHT_URL, OSM_LICENCE } from "@/lib/import/types";

/** The credit OpenStreetMap's licence (ODbL) asks for on a shop imported from it. */
export function SourceLicence({ licence }: { licence: string | null }) {
  const t = useTranslations("ShopCare");
  if (licence !== OSM_LICENCE) return null;
  return (
    <p className="text-xs text-stone-600">
      {t("source")}{" "}
      <a href={OSM_COPYRIGHT_URL} className="underline" rel="license noopener">
        {OSM_LICENCE}
      </a>
    </p>
  );
}
