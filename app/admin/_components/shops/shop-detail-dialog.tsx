"use client";

import type { ReactNode } from "react";
import { Clock, Globe, Mail, MapPin, Phone } from "lucide-react";
import { SHOP_TYPE_LABELS, type ShopType } from "@/lib/catalog";
import type { AdminShop } from "../../_lib/types";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { hoursSummary } from "./hours-summary";
import { ShopImages } from "./shop-images";

function Row({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div className="flex gap-3">
      <span className="text-brand-600 mt-0.5">{icon}</span>
      <div className="min-w-0">
        <dt className="text-xs font-semibold tracking-wide text-stone-500 uppercase">{label}</dt>
        <dd className="break-words text-stone-800">{children}</dd>
      </div>
    </div>
  );
}

/** Everything an owner submitted, read-only. */
export function ShopDetailDialog({
  shop,
  onClose,
}: {
  shop: AdminShop | null;
  onClose: () => void;
}) {
  const contact = shop ? [shop.phone, shop.email, shop.website].some(Boolean) : false;
  return (
    <Dialog
      open={shop !== null}
      onClose={onClose}
      title={shop?.name ?? ""}
      size="lg"
      footer={
        <Button variant="outline" onClick={onClose}>
          Close
        </Button>
      }
    >
      {shop && (
        <div className="space-y-5">
          <ShopImages
            name={shop.name}
            images={[shop.imageUrl, shop.imageUrl2]}
            className="h-48 sm:h-64"
          />
          <div className="flex flex-wrap gap-2">
            <Badge tone="stone">
              {SHOP_TYPE_LABELS[shop.shopType as ShopType] ?? shop.shopType}
            </Badge>
            {shop.approved ? <Badge>Approved</Badge> : <Badge tone="amber">Pending review</Badge>}
            {shop.featured && <Badge tone="blue">Featured</Badge>}
          </div>
          <dl className="grid gap-4 sm:grid-cols-2">
            <Row icon={<MapPin aria-hidden className="size-4" />} label="Location">
              {shop.address}
              <br />
              {shop.town}, Co. {shop.county}
              {shop.eircode ? ` ${shop.eircode}` : ""}
            </Row>
            <Row icon={<Phone aria-hidden className="size-4" />} label="Contact">
              {contact ? (
                <span className="flex flex-col">
                  {shop.phone && <span>{shop.phone}</span>}
                  {shop.email && (
                    <span className="inline-flex items-center gap-1">
                      <Mail aria-hidden className="size-3.5" />
                      {shop.email}
                    </span>
                  )}
                  {shop.website && (
                    <a
                      href={shop.website}
                      target="_blank"
                      rel="noopener noreferrer"
                      className="text-brand-700 inline-flex items-center gap-1 underline"
                    >
                      <Globe aria-hidden className="size-3.5" />
                      {shop.website}
                    </a>
                  )}
                </span>
              ) : (
                "No contact details"
              )}
            </Row>
            <Row icon={<Clock aria-hidden className="size-4" />} label="Opening hours">
              {hoursSummary(shop.openingHours, shop.hoursAsPublished)}
            </Row>
          </dl>
          <section>
            <h3 className="font-semibold text-stone-900">Description</h3>
            <p className="mt-1 whitespace-pre-line text-stone-700">
              {shop.description || "No description"}
            </p>
          </section>
          <section>
            <h3 className="font-semibold text-stone-900">Products</h3>
            <ul className="mt-2 flex flex-wrap gap-1.5">
              {shop.products.map((p) => (
                <li key={p}>
                  <Badge>{p}</Badge>
                </li>
              ))}
            </ul>
          </section>
          {shop.services.length > 0 && (
            <section>
              <h3 className="font-semibold text-stone-900">Services</h3>
              <ul className="mt-2 flex flex-wrap gap-1.5">
                {shop.services.map((s) => (
                  <li key={s}>
                    <Badge tone="stone">{s}</Badge>
                  </li>
                ))}
              </ul>
            </section>
          )}
        </div>
      )}
    </Dialog>
  );
}
