/**
 * Internal addresses of cached pages that proxy.ts rewrites to (visitors never see them).
 *
 * - "/" is served by /home/{HOME_EDITION}: see app/(public)/home/[edition]/page.tsx.
 * - "/farm-shops/{county}" is cached whole; with a search (q), a sort or a page it is rewritten to
 *   "/farm-shops/{county}/filter", rendered per request.
 */
export const HOME_EDITION = "index";
export const HOME_INTERNAL_PATH = `/home/${HOME_EDITION}`;
export const COUNTY_FILTER_SEGMENT = "filter";

/** Query parameters that make a county page a per-request (filtered) page. */
export const COUNTY_FILTER_PARAMS = ["q", "sort", "page"] as const;

/** "/shop/{idOrSlug}" of a closed shop is rewritten (status 410) to "/shop/{idOrSlug}/closed". */
export const SHOP_CLOSED_SEGMENT = "closed";
