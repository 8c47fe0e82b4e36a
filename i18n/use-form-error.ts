import { useLocale, useTranslations } from "next-intl";
import { DEFAULT_LOCALE } from "./config";
import { type FormErrorTranslator, translateFormError } from "./form-errors";

/**
 * The form errors of the page's language: the schemas' English messages (lib/validation) as they
 * are on English pages, through "FormErrors" on Irish ones (i18n/form-errors.ts). The client
 * components that call it need the "FormErrors" messages (SHOP_FORM_MESSAGES).
 */
export function useFormError(): (message: string | undefined) => string | undefined {
  const locale = useLocale();
  const t = useTranslations("FormErrors") as unknown as FormErrorTranslator;
  return (message) =>
    message === undefined || locale === DEFAULT_LOCALE ? message : translateFormError(message, t);
}
