/**
 * The addresses that are not the public site's pages, where nothing is counted: the admin, the
 * owner's pages and the widgets framed on other sites (`/embed/shop/…`, `/embed/county/…`; their
 * `/ga/` twins are a 404). The widgets' help page, `/embed` and `/ga/embed`, is a public page and
 * counts. public/a.js, a static file kept under 1 kB, spells the same pattern out:
 * tests/unit/analytics.test.ts checks that the two agree. Client-safe: the footer's script
 * loader reads it too.
 */
export const NOT_COUNTED_PAGE = /^(\/ga)?\/((admin|owner)(\/|$)|embed\/.)/;
