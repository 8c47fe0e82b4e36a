import type { ReactNode } from "react";
import { Link } from "@/i18n/navigation";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { Icon } from "@/components/ui/icon";
import { formatCount } from "@/lib/format";

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

type PageLinksProps = {
  page: number;
  pages: number;
  href: (page: number) => string;
  /** What the pages are of, for screen readers: "Pages of events". */
  label: string;
};

type OffsetProps = {
  /** The list's name: the navigation is "<label> pages". */
  label: string;
  offset: number;
  limit: number;
  total: number;
  onOffsetChange: (offset: number) => void;
  /** The admin area's own Previous and Next icons (its icon set stays out of the public pages). */
  icons: { previous: ReactNode; next: ReactNode };
};

export type PaginationProps =
  | ({ variant?: "list" } & PageLinksProps)
  | ({ variant: "search" } & PageLinksProps)
  | ({ variant: "admin" } & OffsetProps);

/**
 * The one pagination of the site. Public lists get plain links that search engines follow:
 * Previous (rel=prev), numbered pages around the current one, the first and the last, Next
 * (rel=next); "list" (county, events, Harvest Hub) as pills with "Page n of m", "search" as the
 * search page's rounded links. "admin" pages a list loaded on the client, by offset: "Showing
 * 51–100 of 20,000" with Previous and Next buttons. Nothing when the list fits on one page.
 */
export function Pagination(props: PaginationProps) {
  if (props.variant === "admin") return <OffsetPager {...props} />;
  if (props.variant === "search") return <SearchLinks {...props} />;
  return <ListLinks {...props} />;
}

const idle = "list-pill list-pill-idle";

function ListLinks({ page, pages, href, label }: PageLinksProps) {
  const t = useTranslations("Pagination");
  if (pages <= 1) return null;
  return (
    <nav aria-label={label} className="mt-8 flex flex-col items-center gap-3" data-testid="page-links">
      <ul className="flex flex-wrap items-center justify-center gap-2">
        {page > 1 ? (
          <li>
            <Link href={href(page - 1)} rel="prev" className={idle}>
              <Icon name="chevron-left" className="size-4" /> {t("previous")}
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
                <Link href={href(n)} prefetch={false} aria-label={t("page", { n })} className={idle}>
                  {n}
                </Link>
              )}
            </li>
          ),
        )}
        {page < pages ? (
          <li>
            <Link href={href(page + 1)} rel="next" className={idle}>
              {t("next")} <Icon name="chevron-right" className="size-4" />
            </Link>
          </li>
        ) : null}
      </ul>
      <p className="text-sm text-stone-600">
        {t("pageOf", { page, pages })}
      </p>
    </nav>
  );
}

const searchLink = "inline-flex min-w-10 items-center justify-center gap-1 rounded-full px-3 py-2 text-sm font-semibold ring-1 ring-stone-300 text-brand-700 hover:ring-brand-600";

function SearchLinks({ page, pages, href, label }: PageLinksProps) {
  const t = useTranslations("Pagination");
  if (pages <= 1) return null;
  return (
    <nav aria-label={label} className="mt-8 flex flex-wrap items-center justify-center gap-2">
      {page > 1 && (
        <Link href={href(page - 1)} rel="prev" className={searchLink}>
          <Icon name="chevron-left" className="size-4" /> {t("previous")}
        </Link>
      )}
      {pageNumbers(page, pages).map((n, i) =>
        n === null ? (
          <span key={`gap${i}`} className="px-1 text-stone-500">
            …
          </span>
        ) : n === page ? (
          <span key={n} aria-current="page" className="bg-brand-600 inline-flex min-w-10 justify-center rounded-full px-3 py-2 text-sm font-semibold text-white">
            {n}
          </span>
        ) : (
          <Link key={n} href={href(n)} className={searchLink} aria-label={t("page", { n })}>
            {n}
          </Link>
        ),
      )}
      {page < pages && (
        <Link href={href(page + 1)} rel="next" className={searchLink}>
          {t("next")} <Icon name="chevron-right" className="size-4" />
        </Link>
      )}
    </nav>
  );
}

function OffsetPager({ label, offset, limit, total, onOffsetChange, icons }: OffsetProps) {
  if (total <= limit && offset === 0) return null;
  const first = total === 0 ? 0 : offset + 1;
  const last = Math.min(total, offset + limit);
  return (
    <nav aria-label={`${label} pages`} className="flex flex-wrap items-center justify-between gap-3 text-sm text-stone-700">
      <p aria-live="polite">
        Showing {formatCount(first)}–{formatCount(last)} of {formatCount(total)}
      </p>
      <div className="flex gap-2">
        <Button variant="outline" size="sm" disabled={offset === 0} onClick={() => onOffsetChange(Math.max(0, offset - limit))}>
          {icons.previous}
          Previous
        </Button>
        <Button variant="outline" size="sm" disabled={last >= total} onClick={() => onOffsetChange(offset + limit)}>
          Next
          {icons.next}
        </Button>
      </div>
    </nav>
  );
}
