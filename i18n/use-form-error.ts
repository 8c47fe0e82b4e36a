import { useTranslations } from "next-intl";
import { type FormErrorTranslator, translateFormError } from "./form-errors";

/**
 * The form errors of the page's language: the schemas' English messages (lib/validation) through
 * "FormErrors" (i18n/form-errors.ts). In English that is the schema's own message, except the
 * hours' ("hoursExceptions[1].to …" reads "Special date 2: …"); in Irish, every one it knows. The
 * client components that call it need the "FormErrors" messages (SHOP_FORM_MESSAGES).
 */
export function useFormError(): (message: string | undefined) => string | undefined {
  const t = useTranslations("FormErrors") as unknown as FormErrorTranslator;
  return (message) => (message === undefined ? message : translateFormError(message, t));
}
