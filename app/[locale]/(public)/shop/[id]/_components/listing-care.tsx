import { Link } from "@/i18n/navigation";
import { useTranslations } from "next-intl";
import { Icon } from "@/components/ui/icon";
import { routes } from "@/lib/routes";
import type { PublicShop } from "@/lib/shops/cached";
import { getEnv } from "@/lib/env";
import { checkedValues, listingFreshness } from "@/lib/shops/freshness";
import { ClaimListing } from "./claim-listing";
import { ReportProblem } from "./report-problem";

/**
 * "Keeping this listing right": when the details were last checked (said plainly when that was
 * over a year ago; for an imported shop never confirmed since, when it was imported), the owner's
 * way in, and the visitor's "Report a problem".
 */
export function ListingCare({ shop, imported }: { shop: PublicShop; imported: boolean }) {
  const t = useTranslations("ShopCare");
  const months = useTranslations("Months");
  const freshness = listingFreshness(shop, new Date(), imported);
  const when = checkedValues(freshness, (key) => months(key));
  return (
    <section
      aria-labelledby="listing-care-title"
      className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-stone-200"
    >
      <h2 id="listing-care-title" className="text-lg font-semibold">
        {t("title")}
      </h2>
      {freshness.stale ? (
        <p className="mt-3 flex gap-2 rounded-lg bg-amber-50 p-3 text-sm text-amber-900 ring-1 ring-amber-200">
          <Icon name="triangle-exclamation-point" className="mt-0.5 size-4 shrink-0" />
          <span>{t(freshness.unconfirmedImport ? "importedStale" : "stale", when)}</span>
        </p>
      ) : (
        <p className="mt-3 flex items-center gap-2 text-sm text-stone-700">
          <Icon name="shield-check" className="text-brand-600 size-4" />
          {t(freshness.unconfirmedImport ? "imported" : "checked", when)}
        </p>
      )}
      <div className="mt-4 space-y-3">
        <ReportProblem shopKey={shop.slug ?? shop.id} shopName={shop.name} />
        <ClaimListing shopKey={shop.slug ?? shop.id} hasEmail={Boolean(shop.email)} contactEmail={getEnv().CONTACT_EMAIL} />
        <Link href={routes.embed(shop.slug ?? shop.id)} className="hover:text-brand-800 text-brand-700 inline-flex items-center gap-1.5 text-sm font-medium underline">
          <Icon name="globe" className="size-4" />
          {t("embed")}
        </Link>
      </div>
    </section>
  );
}
