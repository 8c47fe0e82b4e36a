import Link from "next/link";
import { clsx } from "clsx";
import { routes } from "@/lib/routes";

export type CountyCount = { name: string; slug: string; count: number };

const pill =
  "inline-flex items-center rounded-full px-4 py-2 text-sm font-medium ring-1 ring-inset transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600";

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
  const item = (href: string, label: string, current: boolean) => (
    <li key={href}>
      <Link
        href={href}
        aria-current={current ? "page" : undefined}
        className={clsx(
          pill,
          current
            ? "bg-brand-600 ring-brand-600 text-white"
            : "hover:bg-brand-50 hover:text-brand-800 bg-white text-stone-700 ring-stone-300",
        )}
      >
        {label}
      </Link>
    </li>
  );
  return (
    <nav aria-label="Filter events by county">
      <ul className="flex flex-wrap gap-2">
        {item(routes.events(), `All Counties (${total})`, active === null)}
        {counties.map((c) =>
          item(routes.events({ county: c.slug }), `${c.name} (${c.count})`, active === c.slug),
        )}
      </ul>
    </nav>
  );
}
