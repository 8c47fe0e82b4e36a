"use client";

import { useTranslations } from "next-intl";
import { useEffect, useMemo, useRef, useState } from "react";
import { useForm, type Path } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { toast } from "sonner";
import { CheckCircle2, Clock } from "lucide-react";
import { ApiError, apiJson } from "@/lib/api-client";
import { ownerShopUpdateSchemaFor, type ShopSubmission } from "@/lib/validation/shop";
import { FIELD_LABELS, REVIEWED_FIELDS } from "@/lib/validation/owner";
import { shopToFormValues, type EditableShop, type ShopFormValues } from "@/components/forms/shop/form-values";
import { ShopFormSections } from "@/components/forms/shop/shop-form-sections";
import { Button } from "@/components/ui/button";
import { useFormError } from "@/i18n/use-form-error";
import { useGuardedForm, useLeaveGuard } from "@/components/ui/use-unsaved-changes";

export type OwnerShop = EditableShop & { id: string; name: string; slug: string | null };
export type OwnerChange = { id: string; fields: Record<string, { before: unknown; after: unknown }>; createdAt: string };
type EditResult = { applied: Record<string, unknown>; pending: OwnerChange | null };


/**
 * The owner's edit form: the submit form's own sections, checked by the same schema. Most
 * changes go live at once; the name, type and place wait for the administrator.
 */
export function OwnerEditForm({ shop, pendingChange, onSaved }: { shop: OwnerShop; pendingChange: OwnerChange | null; onSaved: () => void }) {
  const t = useTranslations("Owner");
  const formError = useFormError();
  /** A field's name as the owner reads it ("Owner.fields"; the administrator's label otherwise). */
  const label = (f: string) => (t.has(`fields.${f}` as never) ? t(`fields.${f}` as never) : (FIELD_LABELS[f] ?? f));
  const show = (v: unknown) => (v === null || v === undefined || v === "" ? t("none") : String(v));
  // In a sentence, in lower case: all but a proper noun ("Eircode", "Éirchód").
  const reviewedList = REVIEWED_FIELDS.map((f) => (f === "eircode" ? label(f) : label(f).toLowerCase())).join(", ");
  // A field waiting for review shows what the owner proposed, so that saving another change keeps
  // the proposal (setting it back to the live value withdraws it).
  const proposed = Object.fromEntries(Object.entries(pendingChange?.fields ?? {}).map(([field, c]) => [field, c.after]));
  // A day left as stored stays valid (an import's 24/7 or hours past midnight, which the form cannot write).
  const schema = useMemo(() => ownerShopUpdateSchemaFor(shop.openingHours), [shop.openingHours]);
  const form = useForm<ShopFormValues, unknown, ShopSubmission>({ resolver: zodResolver(schema), defaultValues: shopToFormValues({ ...shop, ...proposed } as OwnerShop) });
  // Typed and not saved: a link of the page, signing out or leaving it asks first (PublicLeaveGuards, on the page).
  const { registerDirty } = useLeaveGuard();
  useGuardedForm(registerDirty, form.subscribe);
  const [uploading, setUploading] = useState({ 1: false, 2: false });
  const [saving, setSaving] = useState(false);
  const [verifying, setVerifying] = useState(false);
  const [result, setResult] = useState<EditResult | null>(null);
  // After a save, the result (above the long form) is where the owner's eyes and focus go.
  const resultRef = useRef<HTMLElement>(null);
  useEffect(() => {
    if (!result) return;
    resultRef.current?.focus({ preventScroll: true });
    resultRef.current?.scrollIntoView({ block: "center", behavior: "smooth" });
  }, [result]);

  /** "Live now: …." and "Waiting for review: …." of a save's answer (null: none). */
  function resultText(answer: EditResult): { live: string | null; waiting: string | null } {
    const applied = Object.keys(answer.applied);
    return {
      live: applied.length > 0 ? t("liveNow", { fields: applied.map(label).join(", ") }) : null,
      waiting: answer.pending ? t("waitingList", { fields: Object.keys(answer.pending.fields).map(label).join(", ") }) : null,
    };
  }

  async function onValid(data: ShopSubmission) {
    setSaving(true);
    try {
      const answer = await apiJson<EditResult>("PATCH", `/api/owner/farm-shops/${encodeURIComponent(shop.id)}`, data);
      setResult(answer);
      // What was sent is now the form's saved state: nothing left to lose.
      form.reset(form.getValues());
      // The toast says what happened (the full result is at the top of the form, focused below).
      const { live, waiting } = resultText(answer);
      if (live === null && waiting === null) toast(t("nothingChanged"));
      else toast.success(t("saved"), { description: [live, waiting].filter(Boolean).join(" ") });
      onSaved();
    } catch (err) {
      if (err instanceof ApiError) for (const issue of err.issues) if (issue.path) form.setError(issue.path as Path<ShopFormValues>, { message: issue.message });
      toast.error(t("notSaved"), { description: err instanceof ApiError ? formError(err.serverMessage ?? undefined) : undefined });
    } finally {
      setSaving(false);
    }
  }

  async function verify() {
    if (verifying) return;
    setVerifying(true);
    try {
      await apiJson("POST", `/api/owner/farm-shops/${encodeURIComponent(shop.id)}/verify`);
      toast.success(t("thanks"), { description: t("thanksText") });
    } catch {
      toast.error(t("verifyFailed"));
    } finally {
      setVerifying(false);
    }
  }

  return (
    <div className="mt-6 space-y-6">
      <section className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-stone-200">
        <h2 className="text-lg font-semibold">{t("checkTitle")}</h2>
        <p className="mt-1 text-sm text-stone-700">{t("checkText")}</p>
        {/* aria-disabled, not disabled: a disabled button drops the keyboard's focus. */}
        <Button onClick={() => void verify()} aria-disabled={verifying} className="mt-3">
          <CheckCircle2 aria-hidden className="size-4" />
          {t("checkButton")}
        </Button>
      </section>

      {result && (
        <section ref={resultRef} tabIndex={-1} role="status" className="bg-brand-50 text-brand-900 focus-visible:outline-brand-600 rounded-2xl p-5 text-sm ring-1 ring-brand-100 focus-visible:outline-2">
          <p>{resultText(result).live ?? t("noneLive")}</p>
          {result.pending && <p className="mt-1">{resultText(result).waiting}</p>}
        </section>
      )}

      {pendingChange && (
        <section aria-labelledby="pending-title" className="rounded-2xl bg-amber-50 p-5 text-sm text-amber-950 ring-1 ring-amber-200">
          <h2 id="pending-title" className="flex items-center gap-2 font-semibold">
            <Clock aria-hidden className="size-4" /> {t("waitingTitle")}
          </h2>
          <ul className="mt-2 space-y-1">
            {Object.entries(pendingChange.fields).map(([field, c]) => (
              <li key={field}>
                {label(field)}: {show(c.before)} → {show(c.after)}
              </li>
            ))}
          </ul>
        </section>
      )}

      <form noValidate aria-label={t("formLabel")} onSubmit={(e) => void form.handleSubmit(onValid)(e)} className="space-y-6">
        <p className="rounded-lg bg-white p-4 text-sm text-stone-700 ring-1 ring-stone-200">
          {t("rules", { reviewed: reviewedList })}
        </p>
        <ShopFormSections form={form} idPrefix="owner" onImageBusy={(slot, busy) => setUploading((u) => ({ ...u, [slot]: busy }))} />
        <div className="flex justify-end">
          <Button type="submit" size="lg" disabled={saving || uploading[1] || uploading[2]}>
            {saving ? t("saving") : t("save")}
          </Button>
        </div>
      </form>
    </div>
  );
}
