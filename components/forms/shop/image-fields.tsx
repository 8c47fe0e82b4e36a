"use client";

import { useTranslations } from "next-intl";
import { Controller } from "react-hook-form";
import { ImageUploadField } from "../image-upload-field";
import type { ShopForm } from "./form-values";

/** Farm Shop Image: up to two images, one file per picker. */
export function ImageFields({
  form,
  onBusyChange,
}: {
  form: ShopForm;
  onBusyChange?: (slot: 1 | 2, busy: boolean) => void;
}) {
  const t = useTranslations("ShopForm.images");
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <Controller
        control={form.control}
        name="imageUrl"
        render={({ field }) => (
          <ImageUploadField
            label={t("main")}
            kind="submission"
            value={field.value}
            onChange={field.onChange}
            onBusyChange={(busy) => onBusyChange?.(1, busy)}
          />
        )}
      />
      <Controller
        control={form.control}
        name="imageUrl2"
        render={({ field }) => (
          <ImageUploadField
            label={t("second")}
            kind="submission"
            value={field.value}
            onChange={field.onChange}
            onBusyChange={(busy) => onBusyChange?.(2, busy)}
          />
        )}
      />
    </div>
  );
}
