"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { apiJson } from "@/lib/api-client";
import { apiProblemKey } from "@/i18n/api-problems";
import { REPORT_KINDS } from "@/lib/reports/kinds";
import { REPORT_MESSAGE_MAX, reportSchema, type Report, type ReportInput } from "@/lib/validation/report";
import { Button } from "@/components/ui/button";
import { formatCount } from "@/lib/format";

const input = "mt-1 w-full rounded-md border border-stone-300 px-3 py-2 text-sm focus:border-brand-600 focus:outline-none focus:ring-1 focus:ring-brand-600";

/**
 * The "Report a problem" form, checked by the API's own schema. Loaded only when a visitor opens it
 * (report-problem.tsx): the form library and the schema would otherwise be most of a shop page's
 * JavaScript (`npm run perf` reports first-load JavaScript), for a form few visitors open.
 */
export function ReportProblemForm({ shopKey, shopName, onSent }: { shopKey: string; shopName: string; onSent: () => void }) {
  const t = useTranslations("ShopReport");
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<ReportInput, unknown, Report>({
    resolver: zodResolver(reportSchema),
    defaultValues: { kind: undefined, message: "", email: "" },
  });
  const { errors, isSubmitting } = form.formState;
  // The schema's messages are the API's (English, naming its values): the form says them in its language.
  const messageError = errors.message && (errors.message.type === "too_big" ? t("errors.messageTooLong", { max: formatCount(REPORT_MESSAGE_MAX) }) : t("errors.message"));

  async function onValid(data: Report) {
    setFailure(null);
    try {
      await apiJson("POST", `/api/farm-shops/${encodeURIComponent(shopKey)}/reports`, data);
      form.reset();
      onSent();
    } catch (err) {
      setFailure(t(apiProblemKey(err, { 404: "notFound", 410: "closed", 429: "tooMany" }, "failed")));
    }
  }

  return (
    <form
      id="report-problem-form"
      noValidate
      aria-label={t("formLabel", { name: shopName })}
      onSubmit={(e) => void form.handleSubmit(onValid)(e)}
      className="mt-3 space-y-3 text-sm"
    >
      <fieldset>
        <legend className="font-medium text-stone-800">{t("kind")}</legend>
        <div className="mt-1 space-y-1">
          {REPORT_KINDS.map((kind) => (
            <label key={kind} className="flex items-center gap-2">
              <input type="radio" value={kind} {...form.register("kind")} />
              {t(`kinds.${kind}`)}
            </label>
          ))}
        </div>
        {errors.kind && <p className="mt-1 text-red-700">{t("errors.kind")}</p>}
      </fieldset>
      <label className="block font-medium text-stone-800">
        {t("message")}
        <textarea
          rows={4}
          maxLength={REPORT_MESSAGE_MAX}
          className={input}
          aria-required="true"
          aria-invalid={Boolean(errors.message)}
          aria-describedby={messageError ? "report-message-error" : undefined}
          {...form.register("message")}
        />
      </label>
      {messageError && (
        <p id="report-message-error" className="text-red-700">
          {messageError}
        </p>
      )}
      <label className="block font-medium text-stone-800">
        {t("email")}
        <input
          type="email"
          autoComplete="email"
          className={input}
          aria-invalid={Boolean(errors.email)}
          aria-describedby={errors.email ? "report-email-error" : undefined}
          {...form.register("email")}
        />
      </label>
      {errors.email && (
        <p id="report-email-error" className="text-red-700">
          {t("errors.email")}
        </p>
      )}
      {failure && <p role="alert" className="text-red-700">{failure}</p>}
      <Button type="submit" disabled={isSubmitting}>
        {isSubmitting ? t("sending") : t("send")}
      </Button>
    </form>
  );
}
