import { Link } from "@/i18n/navigation";
import { useTranslations } from "next-intl";
import { useCountyOf } from "@/i18n/county-of";
import { CoverImage } from "@/components/ui/cover-image";
import { Icon } from "@/components/ui/icon";
import type { PublicEvent } from "@/lib/events/cached";
import { routes } from "@/lib/routes";
import { telHref } from "@/lib/shops/present";

const row = "flex items-start gap-3";
const icon = "mt-0.5 size-4 shrink-0 text-brand-600";
const link = "break-all text-brand-700 underline-offset-4 hover:underline";

/** Where the event happens: the hosting shop's address and contact details. */
export function EventLocationCard({ shop }: { shop: PublicEvent["farmShop"] }) {
  const t = useTranslations("Event");
  const countyOf = useCountyOf();
  return (
    <section
      aria-labelledby="event-location"
      className="overflow-hidden rounded-2xl border border-stone-200 bg-white shadow-sm"
    >
      {shop.imageUrl ? (
        <div className="bg-brand-50 relative aspect-[16/9]">
          <CoverImage src={shop.imageUrl} alt={shop.name} />
        </div>
      ) : null}
      <div className="space-y-4 p-6">
        <h2 id="event-location" className="text-lg font-semibold text-stone-900">
          {t("location")}
        </h2>
        <p className={`${row} font-medium text-stone-900`}>
          <Icon name="store" className={icon} />
          <Link href={routes.shop(shop)} className={link}>
            {shop.name}
          </Link>
        </p>
        <address className={`${row} text-stone-700 not-italic`}>
          <Icon name="map-pin" className={icon} />
          <span>
            {shop.address}
            <br />
            {t("townCounty", { town: shop.town, county: countyOf(shop.county) })}
            {shop.eircode ? (
              <>
                <br />
                {shop.eircode}
              </>
            ) : null}
          </span>
        </address>
        {shop.phone ? (
          <p className={row}>
            <Icon name="phone" className={icon} />
            <a href={telHref(shop.phone)} className={link}>
              <span className="sr-only">{t("phone")} </span>
              {shop.phone}
            </a>
          </p>
        ) : null}
        {shop.email ? (
          <p className={row}>
            <Icon name="mail" className={icon} />
            <a href={`mailto:${shop.email}`} className={link}>
              <span className="sr-only">{t("email")} </span>
              {shop.email}
            </a>
          </p>
        ) : null}
        {shop.website ? (
          <p className={row}>
            <Icon name="globe" className={icon} />
            <a href={shop.website} className={link} rel="noopener noreferrer" target="_blank">
              <span className="sr-only">{t("websiteLabel")} </span>
              {shop.website.replace(/^https?:\/\//, "").replace(/\/$/, "")}
              <span className="sr-only"> {t("newTab")}</span>
            </a>
          </p>
        ) : null}
      </div>
    </section>
  );
}
