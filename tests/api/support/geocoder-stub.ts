import http from "node:http";

/** The key a reverse lookup of a point is answered and recorded by. */
export const reverseKey = (lat: number, lon: number) => `reverse:${lat},${lon}`;

export type GeocoderReply = { status?: number; body?: unknown; delayMs?: number };
export type GeocoderRequest = { q: string; countrycodes: string | null; userAgent: string | undefined };

/**
 * A loopback Nominatim stand-in on the port the servers under test use as GEOCODER_URL. Answers
 * the queries a test registered; any other query finds nothing (an empty list), so that shops of
 * the demo data and of other tests are never moved. `kill()` closes the port (a dead geocoder).
 */
export class GeocoderStub {
  readonly requests: GeocoderRequest[] = [];
  private readonly replies = new Map<string, GeocoderReply>();
  private server: http.Server | undefined;

  constructor(private readonly port: number) {}

  async start(): Promise<void> {
    if (this.server) return;
    const server = http.createServer((req, res) => {
      const url = new URL(req.url ?? "/", "http://stub");
      // A reverse lookup is recorded and answered by its point, as "reverse:52.56,-8.79".
      const q = url.pathname === "/reverse" ? reverseKey(Number(url.searchParams.get("lat")), Number(url.searchParams.get("lon"))) : (url.searchParams.get("q") ?? "");
      this.requests.push({ q, countrycodes: url.searchParams.get("countrycodes"), userAgent: req.headers["user-agent"] });
      const reply =
        url.pathname === "/search"
          ? (this.replies.get(q) ?? { body: [] })
          : url.pathname === "/reverse"
            ? (this.replies.get(q) ?? { body: { error: "Unable to geocode" } })
            : { status: 404, body: [] };
      const timer = setTimeout(() => {
        res.writeHead(reply.status ?? 200, { "Content-Type": "application/json" });
        res.end(JSON.stringify(reply.body ?? []));
      }, reply.delayMs ?? 0);
      res.on("close", () => clearTimeout(timer));
    });
    await new Promise<void>((resolve, reject) => {
      server.once("error", reject);
      server.listen(this.port, "127.0.0.1", resolve);
    });
    this.server = server;
  }

  /** Registers the answer for one exact query. */
  reply(q: string, reply: GeocoderReply): void {
    this.replies.set(q, reply);
  }

  point(q: string, lat: number, lon: number): void {
    this.reply(q, { body: [{ lat: String(lat), lon: String(lon), display_name: q }] });
  }

  /** Registers the `address` a reverse lookup of this point answers (Nominatim's jsonv2 with addressdetails). */
  place(lat: number, lon: number, address: Record<string, string>): void {
    this.reply(reverseKey(lat, lon), { body: { place_id: 1, lat: String(lat), lon: String(lon), address } });
  }

  requestsFor(q: string): GeocoderRequest[] {
    return this.requests.filter((r) => r.q === q);
  }

  async kill(): Promise<void> {
    const server = this.server;
    if (!server) return;
    this.server = undefined;
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
}
