import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import { test, expect, type APIRequestContext } from "@playwright/test";
import { AppServer, createDatabase, faultPort, tempDataDir, type TestDatabase } from "./support/app";
import { shopInput } from "../api/support/data";

// An upload whose connection dies halfway stores nothing (the local driver writes a temp file and
// renames it only when complete, and an incomplete body is never written), and a submission that
// names that address is refused. The failed attempt uses up its single-use address: the client
// asks for a new one for every try (components/forms/upload-image.ts), and a second PUT to an
// address someone already started could otherwise race the first.
const PNG_HEAD = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 1, 0, 0, 0, 1, 8, 6, 0, 0, 0]);
const IMAGE = Buffer.concat([PNG_HEAD, Buffer.alloc(256 * 1024 - PNG_HEAD.length, 7)]);

let db: TestDatabase;
let app: AppServer;
let dataDir: string;

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  db = await createDatabase();
  dataDir = tempDataDir("storage");
  app = new AppServer(faultPort(6), { DATABASE_URL: db.url, DATA_DIR: dataDir });
  await app.start();
});

test.afterAll(async () => {
  await app?.stop();
  await db?.drop();
});

async function uploadAddress(request: APIRequestContext): Promise<string> {
  const res = await request.post(`${app.url}/api/objects/upload`, { data: {} });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { uploadURL: string }).uploadURL;
}

/** Sends the head of a PUT body (declared in full, or chunked) and then kills the connection. */
function cutOffPut(address: string, { chunked }: { chunked: boolean }): Promise<void> {
  return new Promise((resolve) => {
    const req = http.request(`${app.url}${address}`, {
      method: "PUT",
      headers: { "Content-Type": "image/png", ...(chunked ? { "Transfer-Encoding": "chunked" } : { "Content-Length": String(IMAGE.length) }) },
    });
    req.on("error", () => resolve());
    req.on("close", () => resolve());
    req.write(IMAGE.subarray(0, IMAGE.length / 2), () => {
      // Let the half reach the server before the connection dies.
      setTimeout(() => req.destroy(), 300);
    });
  });
}

function filesUnder(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name));
}

for (const chunked of [false, true]) {
  test(`an upload cut off halfway (${chunked ? "chunked" : "Content-Length"}) leaves no file, and no shop can name it`, async ({ request }) => {
    const address = await uploadAddress(request);
    const objectUrl = address.split("?")[0] ?? "";
    const before = filesUnder(path.join(dataDir, "uploads"));
    await cutOffPut(address, { chunked });

    // Give the server time to notice the broken connection, then look.
    await new Promise((r) => setTimeout(r, 500));
    expect((await request.get(`${app.url}${objectUrl}`)).status()).toBe(404);
    expect(filesUnder(path.join(dataDir, "uploads"))).toEqual(before);

    const refused = await request.post(`${app.url}/api/farm-shops`, { data: shopInput({ imageUrl: objectUrl }) });
    expect(refused.status(), await refused.text()).toBe(400);
    expect(await refused.json()).toMatchObject({ message: "The image was not uploaded completely. Please upload it again." });

    // The attempt used the address up: the client asks for a new one.
    const again = await request.put(`${app.url}${address}`, { data: IMAGE });
    expect(again.status()).toBe(409);
    expect(app.alive).toBe(true);
    // A client that hangs up is not mistaken for a database outage (its ECONNRESET, say).
    expect(app.log).not.toMatch(/database unavailable|\[error\]/);
  });
}

test("control: a complete upload is stored whole and a shop may name it", async ({ request }) => {
  const address = await uploadAddress(request);
  const objectUrl = address.split("?")[0] ?? "";
  expect((await request.put(`${app.url}${address}`, { data: IMAGE })).status()).toBe(200);
  const served = await request.get(`${app.url}${objectUrl}`);
  expect(served.status()).toBe(200);
  expect((await served.body()).length).toBe(IMAGE.length);
  const files = filesUnder(path.join(dataDir, "uploads"));
  expect(files.map((f) => path.basename(f))).toEqual([path.basename(objectUrl)]);
  expect(fs.statSync(files[0] ?? "").size).toBe(IMAGE.length);

  const accepted = await request.post(`${app.url}/api/farm-shops`, { data: shopInput({ imageUrl: objectUrl, imageUrl2: null }) });
  expect(accepted.status(), await accepted.text()).toBe(201);
  // A second image that was never uploaded is refused just the same.
  const never = objectUrl.replace(/[0-9a-f]{12}$/, "000000000000");
  const refused = await request.post(`${app.url}/api/farm-shops`, { data: shopInput({ imageUrl: objectUrl, imageUrl2: never }) });
  expect(refused.status()).toBe(400);
  expect(await refused.json()).toMatchObject({ message: "The second image was not uploaded completely. Please upload it again." });
});
