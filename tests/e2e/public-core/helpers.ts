import AxeBuilder from "@axe-core/playwright";
import { expect, type APIRequestContext, type APIResponse, type Page } from "@playwright/test";

/** axe (WCAG 2.0-2.2 A/AA): no serious or critical violation. */
export async function expectNoSeriousA11yViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])
    .analyze();
  const serious = results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.nodes
          .map((n) => n.target.join(" "))
          .slice(0, 5)
          .join(" | ")}`,
    );
  expect(serious, serious.join("\n")).toEqual([]);
}

/** A minimal offline map style in place of the default public one (there is no internet here). */
export async function serveOfflineMapStyle(page: Page): Promise<void> {
  await page.route("https://tiles.openfreemap.org/**", (route) =>
    route.fulfill({
      contentType: "application/json",
      body: JSON.stringify({
        version: 8,
        sources: {},
        layers: [{ id: "land", type: "background", paint: { "background-color": "#e4eedf" } }],
      }),
    }),
  );
}

/** Holds back the React Server Component request of a client-side navigation to `pathname`. */
export async function delayNavigation(page: Page, pathname: string, ms: number): Promise<void> {
  await page.route(
    (url) => url.pathname === pathname,
    async (route) => {
      const headers = route.request().headers();
      if (headers.rsc === "1" && !headers["next-router-prefetch"])
        await new Promise((r) => setTimeout(r, ms));
      await route.continue();
    },
  );
}

/** Structured data blocks of the page. */
export async function jsonLd(page: Page): Promise<Record<string, unknown>[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.flatMap((b) => {
    const data = JSON.parse(b) as Record<string, unknown> | Record<string, unknown>[];
    return Array.isArray(data) ? data : [data];
  });
}

/**
 * Asks for a cached page until the route cache answers it (x-nextjs-cache: HIT), and returns that
 * answer. A change made by an earlier test expires the page's tags once more a few seconds later
 * (lib/cache/commands.ts), so the first repeat may still be a fresh render.
 */
export async function cachedPage(request: APIRequestContext, path: string): Promise<APIResponse> {
  let answer: APIResponse | undefined;
  await expect
    .poll(
      async () => {
        answer = await request.get(path);
        return answer.headers()["x-nextjs-cache"];
      },
      { timeout: 15_000, intervals: [250, 500, 1_000] },
    )
    .toBe("HIT");
  return answer as APIResponse;
}

/**
 * Opens a page and waits until React has attached its handlers (the shell marks the document), so
 * that a click at once is not lost on server HTML that has not come to life yet.
 */
export async function gotoHydrated(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await expect(page.locator("html[data-hydrated='true']")).toHaveCount(1);
}
