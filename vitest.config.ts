import path from "node:path";
import { defineConfig } from "vitest/config";

const root = import.meta.dirname;
const alias = {
  "@": root,
  // Query modules guard against client bundles with `import "server-only"`; tests are server code.
  "server-only": path.join(root, "tests/support/empty.ts"),
};

export default defineConfig({
  test: {
    projects: [
      // Pure rules, but some walk thousands of generated rows: a busy 2-core machine needs more than 5 s.
      // Test files share their worker's modules (isolate: false): no file relies on a fresh module
      // state, and the db files reuse PGlite's compiled WebAssembly instead of compiling it anew.
      { resolve: { alias }, test: { name: "unit", include: ["tests/unit/**/*.test.ts"], environment: "node", testTimeout: 30_000, isolate: false } },
      {
        resolve: { alias },
        test: {
          name: "db",
          include: ["tests/db/**/*.test.ts"],
          environment: "node",
          testTimeout: 60_000,
          hookTimeout: 120_000,
          isolate: false,
        },
      },
    ],
  },
});
