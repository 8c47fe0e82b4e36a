"use client";

import { useTranslations } from "next-intl";
import { useEffect, useRef, useState } from "react";
import { useForm, type FieldErrors, type Path } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { toast } from "sonner";
import { LoaderCircle, Send } from "lucide-react";
import { ApiError, apiJson } from "@/lib/api-client";
import {
  PRODUCTS_REQUIRED_MESSAGE,
  shopSubmissionSchema,
  type ShopSubmission,
} from "@/lib/validation/shop";
import { emptyShopValues, type ShopFormValues } from "@/components/forms/shop/form-values";
import { ShopFormSections } from "@/components/forms/shop/shop-form-sections";
import { HoneypotField } from "./honeypot-field";
import { SubmittedPanel } from "./submitted-panel";
import { TurnstileWidget } from "./turnstile-widget";
import { Button } from "@/components/ui/button";
import { useAfterHydration } from "@/components/ui/after-hydration";
import { useFormError } from "@/i18n/use-form-error";
import { useGuardedForm, useLeaveGuard } from "@/components/ui/use-unsaved-changes";

/**
 * The /submit form: validated in the browser with the server's own schema, then POSTed for review.
 * `turnstileSiteKey` is set only when the site has Turnstile on; then the widget shows and its
 * token goes with the submission.
 */
export function SubmitShopForm({ turnstileSiteKey = null }: { turnstileSiteKey?: string | null }) {
  const t = useTranslations("SubmitForm");
  const formError = useFormError();
  const [turnstileToken, setTurnstileToken] = useState("");
  const resetTurnstile = useRef<(() => void) | null>(null);
  const form = useForm<ShopFormValues, unknown, ShopSubmission>({
    resolver: zodResolver(shopSubmissionSchema),
    defaultValues: emptyShopValues(),
  });
  // Typed and not sent: a link of the page, or leaving it, asks first (PublicLeaveGuards, on the page).
  // Clear Form asks the same before it empties a form with something typed.
  const { registerDirty, confirmLeave, discardDialog } = useLeaveGuard();
  useGuardedForm(registerDirty, form.subscribe);
  const [submitting, setSubmitting] = useState(false);
  // Sending needs this script (the uploads, the spam check, the JSON API). Before it runs, or without
  // it, the button is disabled, so that neither a tap nor Enter in a field sends the form as a native
  // GET, which would put the owner's name, email and phone in the address and in every log on the way.
  const ready = useAfterHydration();
  const [submittedName, setSubmittedName] = useState<string | null>(null);
  const [uploading, setUploading] = useState({ 1: false, 2: false });
  const topRef = useRef<HTMLDivElement>(null);
  const imagesBusy = uploading[1] || uploading[2];
  const honeypotRef = useRef<HTMLInputElement>(null);
  // When the form became usable: the server files a form sent faster than a person could fill it as spam.
  const openedAt = useRef(0);
  useEffect(() => {
    openedAt.current = performance.now();
  }, []);

  async function onValid(data: ShopSubmission) {
    if (turnstileSiteKey && !turnstileToken) {
      toast.error(t("failedTitle"), { description: t("spamCheck") });
      return;
    }
    setSubmitting(true);
    try {
      await apiJson("POST", "/api/farm-shops", {
        ...data,
        homepage: honeypotRef.current?.value ?? "",
        fillTimeMs: Math.max(0, Math.round(performance.now() - openedAt.current)),
        ...(turnstileSiteKey ? { turnstileToken } : {}),
      });
      form.reset(emptyShopValues());
      openedAt.current = performance.now();
      setSubmittedName(data.name);
      toast.success(t("successTitle"), { description: t("successDescription") });
      topRef.current?.scrollIntoView({ behavior: "smooth", block: "start" });
      topRef.current?.focus();
    } catch (err) {
      // Everything typed stays in the form; field problems the server names are shown beside the fields.
      if (err instanceof ApiError) {
        for (const issue of err.issues) {
          if (issue.path)
            form.setError(issue.path as Path<ShopFormValues>, { message: issue.message });
        }
      }
      const message =
        err instanceof ApiError && err.serverMessage ? formError(err.serverMessage) : t("fallbackError");
      toast.error(t("failedTitle"), { description: message });
    } finally {
      // A token is good for one check: the next submission needs a fresh one.
      resetTurnstile.current?.();
      setSubmitting(false);
    }
  }

  function onInvalid(errors: FieldErrors<ShopFormValues>) {
    if (errors.products)
      toast.error(t("productsTitle"), { description: formError(PRODUCTS_REQUIRED_MESSAGE) });
  }

  return (
    <div>
      <div ref={topRef} tabIndex={-1} className="scroll-mt-24 outline-none">
        {submittedName && (
          <SubmittedPanel name={submittedName} onDismiss={() => setSubmittedName(null)} />
        )}
      </div>
      <form
        noValidate
        aria-label={t("formLabel")}
        onSubmit={(e) => void form.handleSubmit(onValid, onInvalid)(e)}
        className="relative space-y-6"
      >
        <HoneypotField inputRef={honeypotRef} />
        <ShopFormSections
          form={form}
          idPrefix="submit"
          onImageBusy={(slot, busy) => setUploading((u) => ({ ...u, [slot]: busy }))}
        />
        {turnstileSiteKey && (
          <TurnstileWidget siteKey={turnstileSiteKey} onToken={setTurnstileToken} resetRef={resetTurnstile} />
        )}
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <button
            type="button"
            disabled={submitting}
            onClick={() =>
              confirmLeave(() => {
                form.reset(emptyShopValues());
                setSubmittedName(null);
              })
            }
            className="rounded-md border border-stone-300 bg-white px-5 py-2.5 font-medium text-stone-800 hover:bg-stone-50 disabled:opacity-50"
          >
            {t("clear")}
          </button>
          <Button type="submit" size="lg" disabled={!ready || submitting || imagesBusy}>
            {submitting ? (
              <LoaderCircle aria-hidden className="size-4 animate-spin" />
            ) : (
              <Send aria-hidden className="size-4" />
            )}
            {submitting ? t("submitting") : t("submit")}
          </Button>
        </div>
        {imagesBusy && (
          <p className="text-right text-sm text-stone-600" aria-live="polite">
            {t("waitForUpload")}
          </p>
        )}
      </form>
      {discardDialog}
    </div>
  );
}
