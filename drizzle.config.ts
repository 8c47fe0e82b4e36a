import { defineConfig } from "drizzle-kit";

// Only `drizzle-kit generate` uses this: it diffs lib/db/schema.ts against drizzle/ and needs no
// database. Migrations are applied by lib/db/migrate.ts at start (and by `npm run db:migrate`).
export default defineConfig({
  dialect: "postgresql",
  schema: "./lib/db/schema.ts",
  out: "./drizzle",
});
