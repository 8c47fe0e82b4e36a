import { Icon } from "@/components/ui/icon";
import { Link } from "@/i18n/navigation";
import { useTranslations } from "next-intl";
import { useCountyOf } from "@/i18n/county-of";

/** A shop card's name (linking to the shop page) and its "town, Co. county" line. */
export function ShopCardHeading({
  name,
  town,
  county,
  href,
  level = 3,
}: {
  name: string;
  town: string;
  county: string;
  href: string;
  level?: 2 | 3;
}) {
  const t = useTranslations("ShopCard");
  const countyOf = useCountyOf();
  const Heading = level === 2 ? "h2" : "h3";
  return (
    <div>
      <Heading className="card-title">
        <Link href={href} className="hover:text-brand-700">
          {name}
        </Link>
      </Heading>
      <p className="card-place">
        <Icon name="map-pin" className="card-line-icon" />
        {t("place", { town, county: countyOf(county) })}
      </p>
    </div>
  );
}
