export declare const REQUEST_ID_HEADER: "x-request-id";
export declare function isSafeRequestId(value: unknown): value is string;
export declare function newRequestId(): string;
export declare function requestIdFrom(header: string | string[] | null | undefined): string;
