"use client";

import { useTranslations } from "next-intl";
import type { RefObject } from "react";

/**
 * A field no person sees or reaches (off-screen, out of the tab order, hidden from assistive
 * technology, no autofill): form-filling robots fill every input, so a value here marks spam.
 */
export function HoneypotField({ inputRef }: { inputRef: RefObject<HTMLInputElement | null> }) {
  const t = useTranslations("SubmitForm");
  return (
    <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
      <label htmlFor="submit-homepage">{t("honeypot")}</label>
      <input ref={inputRef} id="submit-homepage" name="homepage" type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  );
}
