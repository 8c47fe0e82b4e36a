export type RouteMethods = { pattern: string; methods: readonly string[] };
export declare function routeMethods(source: string): string[];
export declare function routePattern(folder: string): string;
export declare function allowLookup(table: readonly RouteMethods[]): (pathname: string) => string | null;
