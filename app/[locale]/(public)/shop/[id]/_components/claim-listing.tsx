"use client";

import { useTranslations } from "next-intl";
import { useEffect, useRef, useState } from "react";
import { Icon } from "@/components/ui/icon";
import { apiJson } from "@/lib/api-client";
import { apiProblemKey } from "@/i18n/api-problems";

/** "Is this your shop? Update this listing": asks for a link to the listing's own address. */
export function ClaimListing({ shopKey, hasEmail, contactEmail }: { shopKey: string; hasEmail: boolean; contactEmail: string }) {
  const t = useTranslations("ShopCare");
  const [state, setState] = useState<{ status: "idle" | "sending" | "done" | "error"; message?: string }>({ status: "idle" });
  // The button is disabled while sending (and for good once sent), which drops its focus: the
  // answer takes it, so that a keyboard or screen-reader visitor stays where they were.
  const answer = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (state.status === "done" || state.status === "error") answer.current?.focus();
  }, [state.status]);

  if (!hasEmail) {
    return (
      <p className="text-sm text-stone-700">
        {t.rich("noEmail", {
          email: contactEmail,
          link: (chunks) => (
            <a href={`mailto:${contactEmail}`} className="text-brand-700 underline">
              {chunks}
            </a>
          ),
        })}
      </p>
    );
  }

  async function claim() {
    setState({ status: "sending" });
    try {
      // The answer is the same whatever the listing (it reveals nothing): said in the page's language.
      await apiJson("POST", `/api/farm-shops/${encodeURIComponent(shopKey)}/claim`);
      setState({ status: "done", message: t("claimSent") });
    } catch (err) {
      const key = apiProblemKey(err, { 404: "claimNotFound", 410: "claimClosed", 429: "claimTooMany" }, "claimFailed");
      setState({ status: "error", message: t(key) });
    }
  }

  return (
    <div className="text-sm text-stone-700">
      <p>{t("yours")}</p>
      <button
        type="button"
        onClick={() => void claim()}
        disabled={state.status === "sending" || state.status === "done"}
        className="text-brand-700 hover:text-brand-800 mt-1 inline-flex items-center gap-1.5 font-semibold underline disabled:opacity-60"
      >
        <Icon name="key-round" className="size-4" />
        {state.status === "sending" ? t("sending") : t("update")}
      </button>
      <p ref={answer} tabIndex={-1} role="status" aria-live="polite" className={state.status === "error" ? "mt-2 text-red-700 outline-none" : "mt-2 outline-none"}>
        {state.message}
      </p>
    </div>
  );
}
