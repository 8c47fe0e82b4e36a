import { Link } from "@/i18n/navigation";
import { useTranslations } from "next-intl";
import { routes } from "@/lib/routes";

export type CountyCount = { name: string; slug: string; count: number };

/**
 * County filter as links (?county=slug): the filtered list is server-rendered, shareable and
 * works without JavaScript.
 */
export function CountyFilter({
  total,
  counties,
  active,
}: {
  total: number;
  counties: CountyCount[];
  active: string | null;
}) {
  const t = useTranslations("Events.filter");
  const item = (href: string, label: string, current: boolean) => (
    <li key={href}>
      <Link
        href={href}
        aria-current={current ? "page" : undefined}
        prefetch={false}
        className={current ? "list-pill list-pill-current" : "list-pill list-pill-idle"}
      >
        {label}
      </Link>
    </li>
  );
  return (
    <nav aria-label={t("label")}>
      <ul className="flex flex-wrap gap-2">
        {item(routes.events(), t("all", { total: String(total) }), active === null)}
        {counties.map((c) =>
          item(routes.events({ county: c.slug }), `${c.name} (${c.count})`, active === c.slug),
        )}
      </ul>
    </nav>
  );
}
