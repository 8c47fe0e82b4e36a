import type { RouteMethods } from "../lib/api/allowed-methods.mjs";
export declare const API_METHODS_FILE: string;
export declare function readApiMethods(): Promise<RouteMethods[]>;
