import http from "node:http";
import { PEER_HEADER } from "@/lib/auth/peer-header";

let installed = false;

/**
 * Stamps every incoming request with its socket's remote address (PEER_HEADER), replacing any
 * copy the client sent. Next.js gives route handlers only headers, and it keeps a client's own
 * X-Forwarded-For as is, so without this the connection's address would be lost exactly when a
 * client forges that header. Installed on the prototype so that it covers the server `next start`
 * created before instrumentation ran.
 */
export function installPeerAddressHeader(): void {
  if (installed) return;
  installed = true;
  const emit = http.Server.prototype.emit;
  http.Server.prototype.emit = function patchedEmit(this: http.Server, event: string | symbol, ...args: [unknown, ...unknown[]]) {
    if (event === "request") {
      const req = args[0] as http.IncomingMessage | undefined;
      if (req?.headers) {
        delete req.headers[PEER_HEADER];
        const address = req.socket?.remoteAddress;
        if (address) req.headers[PEER_HEADER] = address;
      }
    }
    return (emit as (this: http.Server, event: string | symbol, ...rest: unknown[]) => boolean).call(this, event, ...args);
  } as typeof emit;
}
