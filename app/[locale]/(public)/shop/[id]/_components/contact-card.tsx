import { Icon } from "@/components/ui/icon";
import { useTranslations } from "next-intl";
import { FacebookIcon, InstagramIcon } from "@/components/shops/social-icons";
import type { PublicShop } from "@/lib/shops/cached";
import { DirectionsLink } from "@/components/shops/directions-link";
import { externalUrl, fullAddress, telHref } from "@/lib/shops/present";

const row = "flex items-start gap-3 text-sm";
const icon = "mt-0.5 size-4 shrink-0 text-brand-600";
const link = "break-all font-medium text-brand-700 underline-offset-4 hover:underline";

/** Address, directions and every way to reach the shop. */
export function ContactCard({ shop }: { shop: PublicShop }) {
  const t = useTranslations("Shop.contact");
  const newTab = useTranslations("Map")("newTab");
  return (
    <section
      aria-labelledby="contact-title"
      data-a-shop={shop.slug ?? shop.id}
      className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-stone-200"
    >
      <h2 id="contact-title" className="text-lg font-semibold">
        {t("title")}
      </h2>
      <address className="mt-4 space-y-3 not-italic">
        <p className={row}>
          <Icon name="map-pin" className={icon} />
          <span>{fullAddress(shop)}</span>
        </p>
        {shop.phone && (
          <p className={row}>
            <Icon name="phone" className={icon} />
            <a href={telHref(shop.phone)} className={link} data-a="calls">
              {shop.phone}
            </a>
          </p>
        )}
        {shop.email && (
          <p className={row}>
            <Icon name="mail" className={icon} />
            <a href={`mailto:${shop.email}`} className={link}>
              {shop.email}
            </a>
          </p>
        )}
        {shop.facebook && (
          <p className={row}>
            <FacebookIcon className={icon} />
            <a
              href={externalUrl(shop.facebook)}
              target="_blank"
              rel="noopener noreferrer"
              className={link}
            >
              Facebook<span className="sr-only"> {newTab}</span>
            </a>
          </p>
        )}
        {shop.instagram && (
          <p className={row}>
            <InstagramIcon className={icon} />
            <a
              href={externalUrl(shop.instagram)}
              target="_blank"
              rel="noopener noreferrer"
              className={link}
            >
              Instagram<span className="sr-only"> {newTab}</span>
            </a>
          </p>
        )}
      </address>
      <div className="mt-5 grid gap-2 sm:grid-cols-2 lg:grid-cols-1 xl:grid-cols-2">
        <DirectionsLink
          shop={shop}
          label={t("directions")}
          className="bg-brand-600 hover:bg-brand-700 inline-flex items-center justify-center gap-2 rounded-full px-4 py-2.5 text-sm font-semibold text-white"
        />
        {shop.website && (
          <a
            href={externalUrl(shop.website)}
            data-a="website"
            target="_blank"
            rel="noopener noreferrer"
            className="text-brand-700 hover:ring-brand-600 inline-flex items-center justify-center gap-2 rounded-full px-4 py-2.5 text-sm font-semibold ring-1 ring-stone-300"
          >
            <Icon name="globe" className="size-4" />
            {t("website")}
            <span className="sr-only"> {newTab}</span>
          </a>
        )}
      </div>
    </section>
  );
}
