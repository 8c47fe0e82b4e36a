import { Icon } from "@/components/ui/icon";
import { useTranslations } from "next-intl";
import { ShareButton, type ShareToasts } from "@/components/ui/share-button";
import { FacebookIcon, InstagramIcon } from "@/components/shops/social-icons";
import type { PublicShop } from "@/lib/shops/cached";
import { externalUrl, telHref } from "@/lib/shops/present";
import { useCountyOf } from "@/i18n/county-of";


const action =
  "inline-flex w-full items-center justify-center gap-2 rounded-xl px-4 py-2.5 text-sm font-semibold ring-1 ring-stone-300 text-stone-800 transition hover:bg-brand-50 hover:ring-brand-600";

const share =
  "col-span-2 inline-flex w-full items-center justify-center gap-2 rounded-xl bg-brand-600 px-4 py-2.5 text-sm font-semibold text-white transition hover:bg-brand-700";

/** Quick Actions panel: Call Now, Send Email, Facebook, Instagram, Share Shop. */
export function QuickActions({ shop }: { shop: PublicShop }) {
  const t = useTranslations("Shop.actions");
  const newTab = useTranslations("Map")("newTab");
  const countyOf = useCountyOf();
  const toasts: ShareToasts = { copied: t("copied"), copiedDetail: t("copiedDetail"), failed: t("copyFailed"), failedShowsAddress: true };
  return (
    <section
      aria-labelledby="quick-actions-title"
      data-a-shop={shop.slug ?? shop.id}
      className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-stone-200"
    >
      <h2 id="quick-actions-title" className="text-lg font-semibold">
        {t("title")}
      </h2>
      <div className="mt-4 grid grid-cols-2 gap-2">
        {shop.phone && (
          <a href={telHref(shop.phone)} className={action} data-a="calls">
            <Icon name="phone" className="size-4" />
            {t("call")}
          </a>
        )}
        {shop.email && (
          <a href={`mailto:${shop.email}`} className={action}>
            <Icon name="mail" className="size-4" />
            {t("email")}
          </a>
        )}
        {shop.facebook && (
          <a
            href={externalUrl(shop.facebook)}
            target="_blank"
            rel="noopener noreferrer"
            className={action}
          >
            <FacebookIcon />
            Facebook<span className="sr-only"> {newTab}</span>
          </a>
        )}
        {shop.instagram && (
          <a
            href={externalUrl(shop.instagram)}
            target="_blank"
            rel="noopener noreferrer"
            className={action}
          >
            <InstagramIcon />
            Instagram<span className="sr-only"> {newTab}</span>
          </a>
        )}
        <ShareButton
          title={shop.name}
          text={shop.description ?? t("shareText", { name: shop.name, town: shop.town, county: countyOf(shop.county) })}
          label={t("share")}
          toasts={toasts}
          action="shares"
          className={share}
        />
      </div>
    </section>
  );
}
