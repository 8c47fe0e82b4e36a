import Link from "next/link";
import { Icon } from "@/components/ui/icon";

const idle = "list-pill list-pill-idle";

/** Pages within this distance of the current one get a numbered link, besides the first and the last. */
const WINDOW = 2;

/** The page numbers to show, with null where a run of pages is left out: 1 … 4 5 [6] 7 8 … 84. */
export function pageNumbers(page: number, pages: number): (number | null)[] {
  const out: (number | null)[] = [];
  for (let n = 1; n <= pages; n++) {
    if (n === 1 || n === pages || Math.abs(n - page) <= WINDOW) out.push(n);
    else if (out.at(-1) !== null) out.push(null);
  }
  return out;
}

/**
 * Links to the pages of a list, as plain links that search engines follow: Previous (rel=prev),
 * numbered pages around the current one, the first and the last, Next (rel=next). Nothing when
 * the list fits on one page.
 */
export function PageLinks({
  page,
  pages,
  href,
  label,
}: {
  page: number;
  pages: number;
  href: (page: number) => string;
  /** What the pages are of, for screen readers: "Pages of events". */
  label: string;
}) {
  if (pages <= 1) return null;
  return (
    <nav aria-label={label} className="mt-8 flex flex-col items-center gap-3" data-testid="page-links">
      <ul className="flex flex-wrap items-center justify-center gap-2">
        {page > 1 ? (
          <li>
            <Link href={href(page - 1)} rel="prev" className={idle}>
              <Icon name="chevron-left" className="size-4" /> Previous
            </Link>
          </li>
        ) : null}
        {pageNumbers(page, pages).map((n, i) =>
          n === null ? (
            <li key={`gap-${i}`} aria-hidden="true" className="px-1 text-stone-500">
              …
            </li>
          ) : (
            <li key={n}>
              {n === page ? (
                <span aria-current="page" className="list-pill list-pill-current">
                  {n}
                </span>
              ) : (
                <Link href={href(n)} prefetch={false} aria-label={`Page ${n}`} className={idle}>
                  {n}
                </Link>
              )}
            </li>
          ),
        )}
        {page < pages ? (
          <li>
            <Link href={href(page + 1)} rel="next" className={idle}>
              Next <Icon name="chevron-right" className="size-4" />
            </Link>
          </li>
        ) : null}
      </ul>
      <p className="text-sm text-stone-600">
        Page {page} of {pages}
      </p>
    </nav>
  );
}
