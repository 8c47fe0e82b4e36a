// Types of throwaway-database.mjs for TypeScript callers (tests/support/test-db.ts).
export function createThrowawayDatabase(adminUrl: string, prefix: string): Promise<{ name: string; url: string; drop: () => Promise<void> }>;
