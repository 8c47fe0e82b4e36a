"use client";

import { useState } from "react";
import { useCloseShop } from "../../_lib/listing-mutations";
import type { AdminShop } from "../../_lib/types";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";

/** "Mark closed" (asks first: the shop leaves every public list) or "Reopen" for a closed shop. */
export function CloseToggle({ shop }: { shop: AdminShop }) {
  const mutation = useCloseShop();
  if (shop.closedAt) {
    return (
      <Button size="sm" variant="outline" disabled={mutation.isPending} onClick={() => mutation.mutate({ shopId: shop.id, name: shop.name, close: false })} aria-label={`Reopen ${shop.name}`}>
        Reopen
      </Button>
    );
  }
  return <MarkClosedButton shop={shop} label="Mark closed" ariaLabel={`Mark ${shop.name} closed`} />;
}

/**
 * "Mark closed", asking first (the shop leaves every public list): in the shop list and on a
 * report that says the shop has closed.
 */
export function MarkClosedButton({ shop, label, ariaLabel, disabled = false }: { shop: Pick<AdminShop, "id" | "name">; label: string; ariaLabel?: string; disabled?: boolean }) {
  const mutation = useCloseShop();
  const [asking, setAsking] = useState(false);
  return (
    <>
      <Button size="sm" variant="danger-outline" disabled={disabled || mutation.isPending} onClick={() => setAsking(true)} aria-label={ariaLabel}>
        {label}
      </Button>
      <ConfirmDialog
        open={asking}
        title="Mark this shop closed?"
        message={`${shop.name} will leave every public list, search, map and the sitemap, and its page will say it has closed. You can reopen it later.`}
        confirmLabel="Mark closed"
        pendingLabel="Marking closed..."
        pending={mutation.isPending}
        onConfirm={() => mutation.mutate({ shopId: shop.id, name: shop.name, close: true }, { onSettled: () => setAsking(false) })}
        onCancel={() => setAsking(false)}
      />
    </>
  );
}
