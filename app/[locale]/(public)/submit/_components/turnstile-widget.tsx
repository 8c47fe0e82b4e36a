"use client";

import { useTranslations } from "next-intl";
import Script from "next/script";
import { useEffect, useRef } from "react";

/** The part of Cloudflare's browser API the form uses. */
type TurnstileApi = {
  render: (el: HTMLElement, options: { sitekey: string; callback: (token: string) => void; "expired-callback": () => void; "error-callback": () => void }) => string;
  reset: (widgetId: string) => void;
  remove: (widgetId: string) => void;
};

declare global {
  interface Window {
    turnstile?: TurnstileApi;
  }
}

export const TURNSTILE_SCRIPT = "https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit";

/**
 * Cloudflare Turnstile, shown only when the site has its keys. Rendered explicitly (not by
 * Cloudflare's scan of the page) because React may mount the form after the script has run.
 * `onToken` gets the token to send, or "" once it expires; `resetRef` lets the form ask for a
 * fresh check after each submission, because a token is good for one verification only.
 */
export function TurnstileWidget({
  siteKey,
  onToken,
  resetRef,
}: {
  siteKey: string;
  onToken: (token: string) => void;
  resetRef: { current: (() => void) | null };
}) {
  const t = useTranslations("SubmitForm");
  const box = useRef<HTMLDivElement>(null);
  const onTokenRef = useRef(onToken);
  useEffect(() => {
    onTokenRef.current = onToken;
  }, [onToken]);

  useEffect(() => {
    let widgetId: string | null = null;
    const mount = () => {
      if (widgetId !== null || !box.current || !window.turnstile) return false;
      widgetId = window.turnstile.render(box.current, {
        sitekey: siteKey,
        callback: (token) => onTokenRef.current(token),
        "expired-callback": () => onTokenRef.current(""),
        "error-callback": () => onTokenRef.current(""),
      });
      resetRef.current = () => {
        onTokenRef.current("");
        if (widgetId !== null) window.turnstile?.reset(widgetId);
      };
      return true;
    };
    // The script loads asynchronously: try now, then until it has arrived.
    const timer = mount() ? undefined : setInterval(() => mount() && clearInterval(timer), 200);
    return () => {
      clearInterval(timer);
      resetRef.current = null;
      if (widgetId !== null) window.turnstile?.remove(widgetId);
    };
  }, [siteKey, resetRef]);

  return (
    <div className="space-y-1">
      <Script src={TURNSTILE_SCRIPT} strategy="afterInteractive" />
      <p className="text-sm text-stone-700">{t("spamCheckLabel")}</p>
      <div ref={box} data-testid="turnstile" />
    </div>
  );
}
