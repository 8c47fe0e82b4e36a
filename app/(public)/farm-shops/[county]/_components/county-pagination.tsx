import { Icon } from "@/components/ui/icon";
import Link from "next/link";

const link =
  "inline-flex items-center gap-1 rounded-full px-4 py-2 text-sm font-semibold ring-1 ring-stone-300 text-brand-700 hover:ring-brand-600";

/** Previous / next links under the county page's cards, only when there is more than one page. */
export function CountyPagination({
  page,
  pages,
  href,
}: {
  page: number;
  pages: number;
  href: (page: number) => string;
}) {
  if (pages <= 1) return null;
  return (
    <nav aria-label="Pages of farm shops" className="mt-8 flex items-center justify-between gap-4">
      {page > 1 ? (
        <Link href={href(page - 1)} rel="prev" className={link}>
          <Icon name="chevron-left" className="size-4" /> Previous
        </Link>
      ) : (
        <span />
      )}
      <p className="text-sm text-stone-600">
        Page {page} of {pages}
      </p>
      {page < pages ? (
        <Link href={href(page + 1)} rel="next" className={link}>
          Next <Icon name="chevron-right" className="size-4" />
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
