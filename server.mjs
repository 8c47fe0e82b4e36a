// The production server (`npm start`): Next.js's own server, started through its documented
// custom-server API (next() + getRequestHandler()), with one rule `next start` does not have.
//
// Next.js hands route handlers the client's address only as X-Forwarded-For, which it fills from
// the connection when a request arrives without one and otherwise passes on as the client sent it.
// A site exposed directly (TRUST_PROXY=0) has no proxy whose entry could be trusted, so the header
// a client sent is dropped here and Next.js writes the connection's address in its place. Behind
// TRUST_PROXY proxies, the header is theirs and stays (lib/auth/request-info.ts reads it).
import { createServer } from "node:http";
import next from "next";

const port = Number(process.env.PORT || 3000);
const trustProxy = Number(process.env.TRUST_PROXY || 0);

const app = next({ dev: false, port });
const handle = app.getRequestHandler();
await app.prepare();

const server = createServer((req, res) => {
  if (trustProxy === 0) delete req.headers["x-forwarded-for"];
  void handle(req, res);
});
server.listen(port, () => console.log(`> Ready on http://localhost:${port} (TRUST_PROXY=${trustProxy})`));

for (const signal of ["SIGTERM", "SIGINT"]) {
  process.once(signal, () => server.close(() => process.exit(0)));
}
