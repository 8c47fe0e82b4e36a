"use client";

import { useMemo, useState } from "react";
import { useForm, type FieldErrors } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { toast } from "sonner";
import {
  PRODUCTS_REQUIRED_MESSAGE,
  shopUpdateSchemaFor,
  type ShopSubmission,
} from "@/lib/validation/shop";
import { shopToFormValues, type ShopFormValues } from "@/components/forms/shop/form-values";
import { ShopFormSections } from "@/components/forms/shop/shop-form-sections";
import { useUpdateShop } from "../../_lib/shop-mutations";
import type { AdminShop } from "../../_lib/types";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { useGuardedForm, useLeaveGuard } from "@/components/ui/use-unsaved-changes";

const FORM_ID = "admin-shop-edit-form";

/** 'Edit Farm Shop - {name}': the submission form, filled in, saved with PATCH. */
export function ShopEditDialog({ shop, onClose }: { shop: AdminShop | null; onClose: () => void }) {
  const update = useUpdateShop();
  const [uploading, setUploading] = useState({ 1: false, 2: false });
  const { registerDirty, confirmLeave, discardDialog } = useLeaveGuard();
  const cancel = () => confirmLeave(onClose);
  return (
    <>
      <Dialog
        open={shop !== null}
        onClose={cancel}
        title={`Edit Farm Shop - ${shop?.name ?? ""}`}
        size="lg"
        footer={
          <>
            <Button variant="outline" onClick={cancel} disabled={update.isPending}>
              Cancel
            </Button>
            <Button
              type="submit"
              form={FORM_ID}
              disabled={update.isPending || uploading[1] || uploading[2]}
            >
              {update.isPending ? "Updating..." : "Update Farm Shop"}
            </Button>
          </>
        }
      >
        {shop && (
          <EditShopForm
            shop={shop}
            onSave={(data, keepHoursAsPublished) =>
              update.mutate(
                { id: shop.id, data: { ...data, keepHoursAsPublished } },
                { onSuccess: onClose },
              )
            }
            onImageBusy={(slot, busy) => setUploading((u) => ({ ...u, [slot]: busy }))}
            registerDirty={registerDirty}
          />
        )}
      </Dialog>
      {discardDialog}
    </>
  );
}

function EditShopForm({
  shop,
  onSave,
  onImageBusy,
  registerDirty,
}: {
  shop: AdminShop;
  onSave: (data: ShopSubmission, keepHoursAsPublished: boolean) => void;
  onImageBusy: (slot: 1 | 2, busy: boolean) => void;
  registerDirty: (isDirty: (() => boolean) | null) => void;
}) {
  // Saving confirms the hours: the imported "Hours as published" goes, unless kept here.
  const [keep, setKeep] = useState(false);
  // A day left as stored stays valid (an import's 24/7 or hours past midnight, which the form cannot write).
  const schema = useMemo(() => shopUpdateSchemaFor(shop.openingHours), [shop.openingHours]);
  const form = useForm<ShopFormValues, unknown, ShopSubmission>({
    resolver: zodResolver(schema),
    defaultValues: shopToFormValues(shop),
  });
  useGuardedForm(registerDirty, form.subscribe);
  function onInvalid(errors: FieldErrors<ShopFormValues>) {
    if (errors.products)
      toast.error("Please select products", { description: PRODUCTS_REQUIRED_MESSAGE });
  }
  return (
    <form
      id={FORM_ID}
      noValidate
      onSubmit={(e) => void form.handleSubmit((data) => onSave(data, keep), onInvalid)(e)}
    >
      {shop.hoursAsPublished && (
        <div className="mb-4 rounded-lg bg-amber-50 p-3 text-sm text-amber-900 ring-1 ring-amber-200">
          <p>
            Hours as published: <span className="font-medium">{shop.hoursAsPublished}</span>
          </p>
          <p className="mt-1 text-xs">
            Not confirmed: set the hours below and save to confirm them.
          </p>
          <label className="mt-2 flex items-center gap-2">
            <input
              type="checkbox"
              className="accent-brand-600 size-4"
              checked={keep}
              onChange={(e) => setKeep(e.target.checked)}
            />
            Keep the hours as published (still not confirmed)
          </label>
        </div>
      )}
      <ShopFormSections form={form} idPrefix="edit" admin onImageBusy={onImageBusy} />
    </form>
  );
}
