import { useTranslations } from "next-intl";
import { Icon } from "@/components/ui/icon";

/** Shown after a successful submission: what happens next. */
export function SubmittedPanel({ name, onDismiss }: { name: string; onDismiss: () => void }) {
  const t = useTranslations("SubmitForm");
  return (
    <div
      role="status"
      className="border-brand-600/40 mb-6 rounded-xl border bg-white p-5 shadow-sm"
    >
      <div className="flex items-start gap-3">
        <Icon name="circle-check" className="text-brand-600 mt-0.5 size-6 shrink-0" />
        <div className="space-y-2 text-stone-700">
          <h2 className="text-brand-800 text-lg font-semibold">
            {t("submittedTitle", { name })}
          </h2>
          <p>{t("submittedNext")}</p>
          <button
            type="button"
            onClick={onDismiss}
            className="text-brand-700 text-sm font-medium underline underline-offset-2"
          >
            {t("submitAnother")}
          </button>
        </div>
      </div>
    </div>
  );
}
