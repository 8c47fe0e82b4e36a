/**
 * The request header that carries the TCP peer's address (the socket's remote address) from the
 * Node.js server to route handlers, which Next.js does not otherwise expose. The server sets it on
 * every request after removing any copy the client sent, so it cannot be forged.
 */
export const PEER_HEADER = "x-farmshops-peer-address";
