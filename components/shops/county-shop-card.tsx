import Link from "next/link";
import type { PublicShop } from "@/lib/shops/cached";
import { Icon } from "@/components/ui/icon";
import { cardExcerpt } from "@/lib/format";
import { cardImages, externalUrl, shopHref } from "@/lib/shops/present";
import { SaveButton } from "@/components/saved/save-button";
import { ShopBadges } from "./badges";
import { productIcon } from "./icons";
import { ShopCardHeading } from "./card-heading";
import { ImageCarousel } from "./image-carousel";

export const COUNTY_CARD_PRODUCTS = 3;

const shortcut = "card-shortcut";

/**
 * County page card: one image (a two-image slideshow when there is a second),
 * Featured badge, name, town and county, description, the first 3 products with '+n more',
 * phone, email and website shortcuts, View Details.
 */
export function CountyShopCard({ shop, eager = false }: { shop: PublicShop; eager?: boolean }) {
  const href = shopHref(shop);
  const images = cardImages(shop);
  const more = shop.products.length - COUNTY_CARD_PRODUCTS;
  return (
    <article className="card">
      <div className="relative">
        <ImageCarousel images={images} label={shop.name} className="aspect-[16/10]" eager={eager} />
        <ShopBadges
          shopType={shop.shopType}
          featured={shop.featured}
          hasEvents={false}
          className="card-badges"
        />
      </div>
      <div className="card-body">
        <ShopCardHeading name={shop.name} town={shop.town} county={shop.county} href={href} />
        {shop.description && (
          <p className="line-clamp-3 text-sm leading-relaxed text-stone-700">
            {cardExcerpt(shop.description, 280)}
          </p>
        )}
        {shop.products.length > 0 && (
          <ul className="flex flex-wrap gap-1.5" aria-label="Products">
            {shop.products.slice(0, COUNTY_CARD_PRODUCTS).map((p) => {
              return (
                <li
                  key={p}
                  className="card-product"
                >
                  <Icon name={productIcon(p)} className="text-brand-600 size-3.5" />
                  {p}
                </li>
              );
            })}
            {more > 0 && (
              <li className="inline-flex items-center rounded-full px-2 py-1 text-xs font-medium text-stone-600">
                +{more} more
              </li>
            )}
          </ul>
        )}
        <div className="mt-auto flex items-center justify-between gap-3 pt-2">
          <div className="flex gap-2">
            {shop.phone && (
              <a
                href={`tel:${shop.phone.replace(/\s+/g, "")}`}
                className={shortcut}
                aria-label={`Call ${shop.name}`}
                title={shop.phone}
              >
                <Icon name="phone" className="size-4" />
              </a>
            )}
            {shop.email && (
              <a
                href={`mailto:${shop.email}`}
                className={shortcut}
                aria-label={`Email ${shop.name}`}
                title={shop.email}
              >
                <Icon name="mail" className="size-4" />
              </a>
            )}
            {shop.website && (
              <a
                href={externalUrl(shop.website)}
                target="_blank"
                rel="noopener noreferrer"
                className={shortcut}
                aria-label={`Website of ${shop.name} (opens in a new tab)`}
              >
                <Icon name="globe" className="size-4" />
              </a>
            )}
          </div>
          <div className="flex items-center gap-2">
            <SaveButton slug={shop.slug ?? shop.id} name={shop.name} look="inline" />
            <Link
              href={href}
              aria-label={`View Details: ${shop.name}`}
              className="card-details"
            >
              View Details
              <Icon name="arrow-right" className="size-4" />
            </Link>
          </div>
        </div>
      </div>
    </article>
  );
}
