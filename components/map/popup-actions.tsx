"use client";

import { useEffect, useState } from "react";
import { SaveButton } from "@/components/saved/save-button";
import { DirectionsLink } from "@/components/shops/directions-link";
import type { DirectionsShop } from "@/lib/shops/directions";

const link =
  "text-brand-800 inline-flex items-center gap-1 rounded-full px-2.5 py-1 text-xs font-semibold ring-1 ring-stone-300 hover:bg-brand-50";

/**
 * A map popup's "Save" and "Directions". A search's clustered map knows only a shop's name and
 * place, so the rest (its type and address) is asked of the by-slugs call when the popup opens.
 */
export function PopupActions({ shopKey, name, shop }: { shopKey: string; name: string; shop?: DirectionsShop }) {
  const [fetched, setFetched] = useState<{ key: string; shop: DirectionsShop | null } | null>(null);
  useEffect(() => {
    if (shop) return;
    const controller = new AbortController();
    fetch(`/api/farm-shops/by-slugs?slugs=${encodeURIComponent(shopKey)}`, { signal: controller.signal })
      .then((res) => (res.ok ? (res.json() as Promise<{ shops: (DirectionsShop & { position: { latitude: number; longitude: number } | null })[] }>) : null))
      .then((answer) => {
        const found = answer?.shops[0];
        setFetched({ key: shopKey, shop: found ? { ...found, latitude: found.position?.latitude ?? null, longitude: found.position?.longitude ?? null } : null });
      })
      .catch(() => undefined);
    return () => controller.abort();
  }, [shop, shopKey]);
  const target = shop ?? (fetched?.key === shopKey ? fetched.shop : null);
  return (
    <div className="flex flex-wrap gap-1.5 pt-1" data-a-shop={shopKey}>
      <SaveButton slug={shopKey} name={name} look="inline" />
      {target && <DirectionsLink shop={target} className={link} />}
    </div>
  );
}
