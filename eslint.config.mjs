import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";
import tseslint from "typescript-eslint";

const noQueryPaths = [{ name: "drizzle-orm", message: "Queries live in lib/<domain>/, not in app or components." }];
const noQueryPatterns = [
  { group: ["drizzle-orm/*"], message: "Queries live in lib/<domain>/, not in app or components." },
  {
    group: ["@/lib/db/*"],
    allowTypeImports: true,
    message: "Read and write through lib/<domain>/ queries and commands; only row types may come from the schema.",
  },
];
const commandsOnly = "A write revalidates and schedules its mail in its lib/<domain>/commands.ts function, not in the route handler.";
const revalidateInCommands = "Every write clears its cache tags in its lib/<domain>/commands.ts function (revalidatePublic), nowhere else.";
// The domains: none of them knows HTTP (lib/api adapts requests and answers to them, not the other way).
const domains = ["./lib/shops", "./lib/events", "./lib/posts", "./lib/listings", "./lib/reports", "./lib/audit", "./lib/search"];

export default tseslint.config(
  {
    ignores: [
      ".next/**",
      "node_modules/**",
      ".data/**",
      "drizzle/**",
      "public/**",
      "test-results/**",
      "playwright-report/**",
      "next-env.d.ts",
    ],
  },
  ...nextVitals,
  ...nextTs,
  {
    // Node tooling, not React: the county art's use() places an SVG <use>, it is not a hook.
    files: ["tools/**/*.mjs"],
    rules: { "react-hooks/rules-of-hooks": "off" },
  },
  {
    files: ["**/*.ts", "**/*.tsx"],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      "@typescript-eslint/no-floating-promises": "error",
      "@typescript-eslint/no-misused-promises": ["error", { checksVoidReturn: { attributes: false } }],
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
    },
  },
  {
    // Layers that stay one-way: app -> components -> lib, never back up; inside lib, the database
    // layer knows nothing of HTTP, search engines or pages. No import cycles anywhere.
    files: ["app/**/*.{ts,tsx}", "components/**/*.{ts,tsx}", "lib/**/*.{ts,tsx}", "proxy.ts", "instrumentation.ts"],
    // Cycles are ours to find: never parse packages (some are megabytes of bundled code).
    settings: { "import/ignore": ["node_modules"] },
    rules: {
      "import/no-cycle": ["error", { ignoreExternal: true }],
      "import/no-restricted-paths": [
        "error",
        {
          zones: [
            { target: "./components", from: "./app", message: "components may import lib, never app." },
            { target: "./lib", from: ["./app", "./components"], message: "lib never imports app or components." },
            {
              target: "./lib/db",
              from: ["./lib/api", "./lib/auth", "./lib/cache", "./lib/mail", "./lib/security", "./lib/seo"],
              message: "The database layer knows nothing of HTTP, sessions, caching, mail or search engines.",
            },
            {
              // The engine (schema, client, migrations, seed) sits below every domain; a report's kinds
              // are the one domain vocabulary the schema itself needs (its check constraint).
              target: "./lib/db",
              from: ["./lib/shops", "./lib/events", "./lib/posts", "./lib/audit", "./lib/listings", "./lib/search"],
              message: "The database layer knows no domain: queries and commands live in lib/<domain>/, above it.",
            },
            {
              target: "./lib/db",
              from: "./lib/reports",
              except: ["./kinds.ts"],
              message: "The database layer knows no domain: queries and commands live in lib/<domain>/, above it.",
            },
            {
              target: domains,
              from: "./lib/api",
              message: "A domain knows nothing of HTTP: the route handler (or lib/api) adapts a request to the domain's queries and commands.",
            },
            {
              // Route handlers adapt HTTP to a domain's queries and commands; they never reach the tables.
              target: ["./app/api", "./app/**/route.ts"],
              from: "./lib/db",
              message: "Route handlers call lib/<domain>/ queries and commands, never the database layer.",
            },
            {
              target: ["./lib/errors.ts", "./lib/env.ts", "./lib/time.ts", "./lib/slug.ts"],
              from: "./lib/db",
              message: "Base modules sit below the database layer.",
            },
          ],
        },
      ],
    },
  },
  {
    // Cache revalidation happens in one place per write: its lib/<domain>/commands.ts function.
    files: ["app/**/*.{ts,tsx}", "components/**/*.{ts,tsx}", "lib/**/*.{ts,tsx}", "proxy.ts", "instrumentation.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [
            { name: "next/cache", importNames: ["revalidateTag", "revalidatePath", "updateTag"], message: revalidateInCommands },
            { name: "@/lib/shops/closed", importNames: ["forgetClosedShops"], message: revalidateInCommands },
          ],
          patterns: [{ group: ["**/cache/commands"], message: revalidateInCommands }],
        },
      ],
    },
  },
  {
    files: ["lib/*/commands.ts"],
    rules: { "no-restricted-imports": "off" },
  },
  {
    // Pages, components and route handlers go through domain modules: no SQL builder here. A page may
    // still name a row's type (a type import from the schema), never the client or a table.
    files: ["app/**/*.{ts,tsx}", "components/**/*.{ts,tsx}"],
    rules: { "@typescript-eslint/no-restricted-imports": ["error", { paths: noQueryPaths, patterns: noQueryPatterns }] },
  },
  {
    // Route handlers only adapt HTTP: revalidating and after-answer work (mail, geocoding) belong to
    // the write itself, a lib/<domain>/commands.ts function.
    files: ["app/api/**/*.ts", "app/**/route.ts"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          paths: [
            ...noQueryPaths,
            { name: "next/cache", message: commandsOnly },
            { name: "@/lib/cache/tags", message: commandsOnly },
            { name: "next/server", importNames: ["after"], message: commandsOnly },
          ],
          patterns: noQueryPatterns,
        },
      ],
    },
  },
);
