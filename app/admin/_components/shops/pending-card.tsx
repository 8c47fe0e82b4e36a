"use client";

import { Check, CopyCheck, MapPin, ShieldAlert, X } from "lucide-react";
import type { AdminShop } from "../../_lib/types";
import { Button } from "@/components/ui/button";
import { ItemAction } from "../ui/item-action";
import { ServiceIcons } from "./service-icons";
import { SelectBox } from "./select-box";
import { ShopImages } from "./shop-images";
import { routes } from "@/lib/routes/paths";

/** A submission waiting for review. */
export function PendingCard({
  shop,
  busy,
  onView,
  onEdit,
  onApprove,
  onReject,
  selected,
  onSelect,
}: {
  selected?: boolean;
  onSelect?: (on: boolean) => void;
  shop: AdminShop;
  busy: "approve" | "reject" | null;
  onView: () => void;
  onEdit: () => void;
  onApprove: () => void;
  onReject: () => void;
}) {
  const headingId = `pending-${shop.id}`;
  return (
    <article
      aria-labelledby={headingId}
      className="flex min-w-0 flex-col overflow-hidden rounded-xl border border-amber-200 bg-white shadow-sm"
    >
      {/* A shop without images gets a slim placeholder, so the cards stay compact. */}
      <ShopImages
        name={shop.name}
        images={[shop.imageUrl, shop.imageUrl2]}
        className={`${shop.imageUrl || shop.imageUrl2 ? "h-36" : "h-14"} rounded-none`}
      />
      <div className="flex flex-1 flex-col gap-3 p-4">
        <div>
          <div className="flex items-start gap-2">
            {onSelect && <SelectBox name={shop.name} checked={selected ?? false} onChange={onSelect} />}
            <h3 id={headingId} className="text-lg font-semibold text-stone-900">
              {shop.name}
            </h3>
          </div>
          <p className="flex items-center gap-1 text-sm text-stone-600">
            <MapPin aria-hidden className="size-3.5" />
            {shop.town}, {shop.county}
          </p>
        </div>
        {shop.spamReason && (
          <p className="flex items-center gap-1.5 rounded-md bg-red-50 px-2 py-1 text-sm text-red-800">
            <ShieldAlert aria-hidden className="size-4 shrink-0" />
            Filed as spam ({shop.spamReason})
          </p>
        )}
        {shop.duplicateOf && (
          <p className="flex items-center gap-1.5 rounded-md bg-amber-50 px-2 py-1 text-sm text-amber-900">
            <CopyCheck aria-hidden className="size-4 shrink-0" />
            <span>
              Possible duplicate of{" "}
              {shop.duplicateOf.approved ? (
                <a
                  className="font-medium underline"
                  href={routes.shop(shop.duplicateOf)}
                  target="_blank"
                  rel="noreferrer"
                >
                  {shop.duplicateOf.name}
                </a>
              ) : (
                <span className="font-medium">{shop.duplicateOf.name}</span>
              )}
              {shop.duplicateOf.approved ? "" : " (also pending)"}
            </span>
          </p>
        )}
        {shop.description && (
          <p className="line-clamp-3 text-sm text-stone-700">{shop.description}</p>
        )}
        <ServiceIcons services={shop.services} organic={shop.products.includes("Organic")} />
        <div className="mt-auto grid grid-cols-2 gap-2 pt-2">
          <ItemAction action="view" itemName={shop.name} onClick={onView} />
          <ItemAction action="edit" itemName={shop.name} onClick={onEdit} />
          <Button
            size="sm"
            onClick={onApprove}
            disabled={busy !== null}
            aria-label={`Approve ${shop.name}`}
          >
            <Check aria-hidden className="size-4" />
            {busy === "approve" ? "Approving..." : "Approve"}
          </Button>
          <Button
            variant="danger-outline"
            size="sm"
            onClick={onReject}
            disabled={busy !== null}
            aria-label={`Reject ${shop.name}`}
          >
            <X aria-hidden className="size-4" />
            {busy === "reject" ? "Rejecting..." : "Reject"}
          </Button>
        </div>
      </div>
    </article>
  );
}
