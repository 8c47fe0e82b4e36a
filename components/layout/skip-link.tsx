import { useTranslations } from "next-intl";

export const MAIN_CONTENT_ID = "main-content";

/** First focusable element of every page: jumps over the header to the main content. */
export function SkipLink() {
  const t = useTranslations("Layout");
  return (
    <a
      href={`#${MAIN_CONTENT_ID}`}
      className="bg-brand-800 sr-only z-50 rounded-lg px-4 py-3 font-semibold text-white focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
    >
      {t("skipToContent")}
    </a>
  );
}
