import { useTranslations } from "next-intl";
import { Link } from "@/i18n/navigation";
import { routes } from "@/lib/routes";

/** Brand mark: a leaf over a furrowed field, drawn inline so that it needs no request. */
export function Logo({ inverted = false }: { inverted?: boolean }) {
  const t = useTranslations("Layout");
  return (
    <Link
      href={routes.home()}
      className={`inline-flex items-center gap-2.5 rounded-md font-bold tracking-tight ${inverted ? "text-white" : "text-brand-800"}`}
    >
      <svg viewBox="0 0 32 32" aria-hidden="true" className="size-9 shrink-0">
        <rect width="32" height="32" rx="9" fill={inverted ? "#ffffff" : "#2f6b2a"} />
        <path
          d="M16 7c5.5 0 8.5 3.6 8.5 8.2-4.6 0-8.5-2.8-8.5-8.2Z"
          fill={inverted ? "#2f6b2a" : "#bddcb2"}
        />
        <path
          d="M16 7c-4.8 1.8-7 5.4-6.2 9.6 3.8-.6 6.2-4.4 6.2-9.6Z"
          fill={inverted ? "#468b3b" : "#ffffff"}
        />
        <path
          d="M6 24.5c3.2-2.6 6.6-3.9 10-3.9s6.8 1.3 10 3.9M8.5 20.8c2.4-1.6 4.9-2.4 7.5-2.4s5.1.8 7.5 2.4"
          stroke={inverted ? "#2f6b2a" : "#f0f7ee"}
          strokeWidth="1.8"
          strokeLinecap="round"
          fill="none"
        />
      </svg>
      <span className="brand-name">
        {t("logoName")}
        <span
          className={`block text-xs font-semibold tracking-[0.18em] uppercase ${inverted ? "text-brand-200" : "text-brand-600"}`}
        >
          {t("logoCountry")}
        </span>
      </span>
    </Link>
  );
}
