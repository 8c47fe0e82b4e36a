/** The request id's rule (lib/observability/request-id.mjs, shared with server.mjs). */
export { isSafeRequestId, newRequestId, REQUEST_ID_HEADER, requestIdFrom } from "./request-id.mjs";
