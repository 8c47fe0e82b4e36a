"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import dynamic from "next/dynamic";
import { Icon } from "@/components/ui/icon";

function FormLoading() {
  const t = useTranslations("ShopReport");
  return <p className="mt-3 text-sm text-stone-600">{t("loading")}</p>;
}

const ReportProblemForm = dynamic(() => import("./report-problem-form").then((m) => m.ReportProblemForm), {
  loading: () => <FormLoading />,
});

/**
 * "Report a problem": a short form that opens in place (its code is fetched when it opens). Closed
 * again by its button, the form is hidden, not dropped: opened once more, it has what was typed.
 */
export function ReportProblem({ shopKey, shopName }: { shopKey: string; shopName: string }) {
  const t = useTranslations("ShopReport");
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const [sent, setSent] = useState(false);

  if (sent) {
    return (
      // The form it replaces had the focus: the thanks take it.
      <p ref={(el) => el?.focus()} tabIndex={-1} role="status" className="bg-brand-50 text-brand-900 rounded-lg p-3 text-sm outline-none">
        {t("sent")}
      </p>
    );
  }

  return (
    <div>
      <button
        type="button"
        aria-expanded={open}
        aria-controls="report-problem-form"
        onClick={() => {
          setOpen(!open);
          setOpened(true);
        }}
        className="inline-flex items-center gap-1.5 text-sm font-semibold text-stone-800 underline hover:text-stone-950"
      >
        <Icon name="flag" className="size-4" />
        {t("open")}
      </button>
      {opened && (
        <div hidden={!open}>
          <ReportProblemForm shopKey={shopKey} shopName={shopName} onSent={() => setSent(true)} />
        </div>
      )}
    </div>
  );
}
