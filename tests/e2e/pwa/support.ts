/**
 * The installable app's browser tests run the site through a loopback proxy of their own, because a
 * browser's offline mode (Playwright's `setOffline`) cuts the page off but not its service worker:
 * going "offline" here drops every connection at the proxy as well, so that the worker meets the
 * same dead network a phone without signal does. The proxy can also serve a changed /sw.js, the
 * way a new deployment does.
 */
import http from "node:http";
import type { AddressInfo, Socket } from "node:net";
import { expect, type BrowserContext, type Page } from "@playwright/test";

const APP_PORT = Number(process.env.E2E_PORT ?? 3100);
/** Where the proxy listens (the app's port + 30 unless set). */
export const PWA_PROXY_PORT = Number(process.env.E2E_PWA_PROXY_PORT ?? APP_PORT + 30);

export type SiteProxy = {
  origin: string;
  /** No network at all (the page and its worker), or back again. */
  setOffline(context: BrowserContext, offline: boolean): Promise<void>;
  /** Serve /sw.js with this line appended (a new deployment's worker), or as built (null). */
  setWorkerRevision(revision: string | null): void;
  close(): Promise<void>;
};

export async function startSiteProxy(): Promise<SiteProxy> {
  let offline = false;
  let revision: string | null = null;
  const sockets = new Set<Socket>();
  const agent = new http.Agent({ keepAlive: false });
  const server = http.createServer((req, res) => {
    if (offline) {
      req.socket.destroy();
      return;
    }
    const headers = { ...req.headers };
    if (req.url === "/sw.js" && revision !== null) {
      // The browser asks for the worker conditionally; the new deployment's worker is a new body.
      delete headers["if-none-match"];
      delete headers["if-modified-since"];
    }
    const upstream = http.request(
      { host: "127.0.0.1", port: APP_PORT, path: req.url, method: req.method, headers, agent },
      (up) => {
        const isWorker = req.url === "/sw.js" && revision !== null && up.statusCode === 200;
        if (!isWorker) {
          res.writeHead(up.statusCode ?? 502, up.headers);
          up.pipe(res);
          return;
        }
        const chunks: Buffer[] = [];
        up.on("data", (c: Buffer) => chunks.push(c));
        up.on("end", () => {
          const body = Buffer.concat([...chunks, Buffer.from(`\n// ${revision}\n`)]);
          const headers = { ...up.headers, "content-length": String(body.length) };
          delete headers["content-encoding"];
          delete headers.etag;
          res.writeHead(200, headers);
          res.end(body);
        });
      },
    );
    upstream.on("error", () => res.destroy());
    req.pipe(upstream);
  });
  server.on("connection", (socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(PWA_PROXY_PORT, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    async setOffline(context, value) {
      offline = value;
      if (value) for (const socket of sockets) socket.destroy();
      await context.setOffline(value);
    },
    setWorkerRevision(value) {
      revision = value;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

/**
 * Waits until the service worker is active and controls the page. (`waitForFunction` does not
 * await a predicate's promise, so the asynchronous part is one `evaluate` of `ready`, which
 * settles once the page's registration has an active worker.)
 */
export async function waitForWorker(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      Promise.race([
        navigator.serviceWorker.ready.then(() => undefined),
        new Promise<never>((_, reject) => setTimeout(() => reject(new Error("no active service worker after 30 s")), 30_000)),
      ]),
  );
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 });
}

/** The URLs (path and query) in the worker's caches, by cache name. */
export async function cachedUrls(page: Page): Promise<Record<string, string[]>> {
  return page.evaluate(async () => {
    const out: Record<string, string[]> = {};
    for (const name of await caches.keys()) {
      const keys = await (await caches.open(name)).keys();
      out[name] = keys.map((r) => {
        const url = new URL(r.url);
        return url.pathname + url.search;
      });
    }
    return out;
  });
}

/** Waits until some cache of the worker holds `path`. */
export async function expectCached(page: Page, path: string, cacheName?: string): Promise<void> {
  await expect
    .poll(async () => {
      const all = await cachedUrls(page);
      return Object.entries(all).some(([name, urls]) => (!cacheName || name === cacheName) && urls.includes(path));
    }, { timeout: 30_000 })
    .toBe(true);
}
