import { Icon } from "@/components/ui/icon";
import Link from "next/link";
import { type PageSearch, SEARCH_PAGE_DEFAULT, searchPageHref } from "@/lib/search/params";

const link = "inline-flex min-w-10 items-center justify-center gap-1 rounded-full px-3 py-2 text-sm font-semibold ring-1 ring-stone-300 text-brand-700 hover:ring-brand-600";

/** Page numbers to show: the first, the last, and two either side of the current one. */
function window(page: number, pages: number): (number | null)[] {
  const out: (number | null)[] = [];
  for (let n = 1; n <= pages; n++) {
    if (n === 1 || n === pages || Math.abs(n - page) <= 2) out.push(n);
    else if (out[out.length - 1] !== null) out.push(null);
  }
  return out;
}

/** Real links to every page of results (a crawler can follow them; each page is its own address). */
export function SearchPagination({ current, total }: { current: PageSearch; total: number }) {
  const limit = current.limit ?? SEARCH_PAGE_DEFAULT;
  const pages = Math.ceil(total / limit);
  if (pages <= 1) return null;
  const page = Math.floor((current.offset ?? 0) / limit) + 1;
  const href = (n: number) => searchPageHref(current, { offset: (n - 1) * limit });
  return (
    <nav aria-label="Pages of farm shops" className="mt-8 flex flex-wrap items-center justify-center gap-2">
      {page > 1 && (
        <Link href={href(page - 1)} rel="prev" className={link}>
          <Icon name="chevron-left" className="size-4" /> Previous
        </Link>
      )}
      {window(page, pages).map((n, i) =>
        n === null ? (
          <span key={`gap${i}`} className="px-1 text-stone-500">
            …
          </span>
        ) : n === page ? (
          <span key={n} aria-current="page" className="bg-brand-600 inline-flex min-w-10 justify-center rounded-full px-3 py-2 text-sm font-semibold text-white">
            {n}
          </span>
        ) : (
          <Link key={n} href={href(n)} className={link} aria-label={`Page ${n}`}>
            {n}
          </Link>
        ),
      )}
      {page < pages && (
        <Link href={href(page + 1)} rel="next" className={link}>
          Next <Icon name="chevron-right" className="size-4" />
        </Link>
      )}
    </nav>
  );
}
