"use client";

import { useTranslations } from "next-intl";
import { useMemo, type ReactNode } from "react";
import { LeaveGuards } from "@/components/ui/use-unsaved-changes";

/**
 * LeaveGuards for a public form (/submit, the owner's page): while it has unsaved changes, a link
 * of the page asks first and leaving the page asks the browser's own question, as in the admin
 * area, in the page's language ("ShopForm.leave").
 */
export function PublicLeaveGuards({ children }: { children: ReactNode }) {
  const t = useTranslations("ShopForm.leave");
  const texts = useMemo(
    () => ({ title: t("title"), message: t("message"), confirmLabel: t("confirm"), cancelLabel: t("keep"), pendingLabel: t("pending"), closeLabel: t("close") }),
    [t],
  );
  return <LeaveGuards texts={texts}>{children}</LeaveGuards>;
}
