"use client";

import Image from "next/image";
import { useTranslations } from "next-intl";
import { useId, useRef, useState } from "react";
import { ImagePlus, LoaderCircle, RefreshCw, Trash2 } from "lucide-react";
import { toast } from "sonner";
import { useFormError } from "@/i18n/use-form-error";
import { UploadError, checkImageFile, uploadImage, type UploadKind } from "./upload-image";

type Props = {
  label: string;
  value: string | null | undefined;
  onChange: (url: string | null) => void;
  kind: UploadKind;
  /** Tells the parent form an upload is running, so it can hold its submit button. */
  onBusyChange?: (busy: boolean) => void;
  hint?: string;
};

/** One image picker (one file), with preview, progress, remove and replace. */
export function ImageUploadField({ label, value, onChange, kind, onBusyChange, hint }: Props) {
  const t = useTranslations("ShopForm.images");
  const formError = useFormError();
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const chooseRef = useRef<HTMLButtonElement>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [localPreview, setLocalPreview] = useState<string | null>(null);

  async function handleFile(file: File) {
    setError(null);
    const problem = checkImageFile(file);
    if (problem) {
      setError(formError(problem) ?? problem);
      return;
    }
    const preview = URL.createObjectURL(file);
    setLocalPreview(preview);
    setProgress(0);
    onBusyChange?.(true);
    try {
      onChange(await uploadImage(file, kind, setProgress));
    } catch (err) {
      const english =
        err instanceof UploadError ? err.message : "The upload failed. Please try again.";
      const message = formError(english) ?? english;
      setError(message);
      toast.error(t("errorTitle"), { description: message });
    } finally {
      URL.revokeObjectURL(preview);
      setLocalPreview(null);
      setProgress(null);
      onBusyChange?.(false);
      if (inputRef.current) inputRef.current.value = "";
    }
  }

  const shown = localPreview ?? value ?? null;
  const uploading = progress !== null;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;

  return (
    <div className="space-y-2">
      <label htmlFor={inputId} className="block text-sm font-medium text-stone-800">
        {label}
      </label>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
        <div className="relative flex h-32 w-full shrink-0 items-center justify-center overflow-hidden rounded-lg border-2 border-dashed border-stone-300 bg-stone-50 sm:w-48">
          {shown ? (
            <Image
              src={shown}
              alt={t("preview", { label })}
              fill
              unoptimized
              sizes="12rem"
              className="object-cover"
            />
          ) : (
            <ImagePlus aria-hidden className="size-8 text-stone-400" />
          )}
          {uploading && (
            <div className="absolute inset-0 flex items-center justify-center bg-white/70">
              <LoaderCircle aria-hidden className="text-brand-700 size-6 animate-spin" />
            </div>
          )}
        </div>
        <div className="min-w-0 flex-1 space-y-2">
          <input
            ref={inputRef}
            id={inputId}
            type="file"
            accept="image/*"
            className="sr-only"
            // The visible Choose/Replace button opens the picker; one tab stop is enough.
            tabIndex={-1}
            aria-describedby={`${hintId}${error ? ` ${errorId}` : ""}`}
            disabled={uploading}
            onChange={(e) => {
              const file = e.target.files?.[0];
              if (file) void handleFile(file);
            }}
          />
          <div className="flex flex-wrap gap-2">
            <button
              ref={chooseRef}
              type="button"
              disabled={uploading}
              onClick={() => inputRef.current?.click()}
              className="border-brand-600 text-brand-700 hover:bg-brand-50 inline-flex items-center gap-1.5 rounded-md border px-3 py-1.5 text-sm font-medium disabled:opacity-50"
            >
              {value ? (
                <RefreshCw aria-hidden className="size-4" />
              ) : (
                <ImagePlus aria-hidden className="size-4" />
              )}
              {t(value ? "replace" : "choose", { label: label.toLowerCase() })}
            </button>
            {value && !uploading && (
              <button
                type="button"
                onClick={() => {
                  setError(null);
                  onChange(null);
                  // This button goes with the image: focus stays on the picker's own button.
                  chooseRef.current?.focus();
                }}
                className="inline-flex items-center gap-1.5 rounded-md border border-red-300 px-3 py-1.5 text-sm font-medium text-red-700 hover:bg-red-50"
              >
                <Trash2 aria-hidden className="size-4" />
                {t("remove", { label: label.toLowerCase() })}
              </button>
            )}
          </div>
          <p id={hintId} className="text-xs text-stone-600">
            {hint ?? t("hint")}
          </p>
          {uploading && (
            <div className="space-y-1">
              <div
                role="progressbar"
                aria-label={t("uploadingLabel", { label: label.toLowerCase() })}
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={progress}
                className="h-2 w-full overflow-hidden rounded-full bg-stone-200"
              >
                <div
                  className="bg-brand-600 h-full transition-[width]"
                  style={{ width: `${progress}%` }}
                />
              </div>
              <p className="text-xs text-stone-600" aria-live="polite">
                {t("progress", { progress: String(progress) })}
              </p>
            </div>
          )}
          {error && (
            <p id={errorId} role="alert" className="text-sm font-medium text-red-700">
              {error}
            </p>
          )}
        </div>
      </div>
    </div>
  );
}
