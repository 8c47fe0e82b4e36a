import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";

/**
 * The cached reads (lib/<domain>/cached.ts exports) that a page file makes, read from the source:
 * the page, the layouts above it, and every module of this repository they import, directly or
 * not (type-only imports aside). Answers "lib/shops/cached.ts#getPublicShop" and the like.
 */
export function cachedReadsOf(root: string, pageFile: string): Set<string> {
  const reads = new Set<string>();
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const { specifier, names } of importsOf(readFileSync(file, "utf8"))) {
      const target = resolve(root, file, specifier);
      if (!target) continue;
      const relative = path.relative(root, target);
      if (CACHED_MODULE.test(relative)) for (const name of names) reads.add(`${relative}#${name}`);
      else visit(target);
    }
  };
  for (const file of [...layoutsAbove(root, pageFile), pageFile]) visit(path.join(root, file));
  return reads;
}

/** Every file under `dir` (relative to `root`, and answered so), at any depth. */
export function filesUnder(root: string, dir: string): string[] {
  return readdirSync(path.join(root, dir), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)));
}

const CACHED_MODULE = /^lib\/[\w-]+\/cached\.ts$/;

/**
 * The chain of imports (type-only ones aside) by which `file` reaches `target`, both relative to
 * `root`, or null when it does not: ["components/a.tsx", "lib/b.ts", target]. With
 * `dynamic: false`, `import("…")` is not followed (a bundler loads it later, apart).
 */
export function importChain(root: string, file: string, target: string, { dynamic = true } = {}): string[] | null {
  const cameFrom = new Map<string, string | null>([[path.join(root, file), null]]);
  const queue = [path.join(root, file)];
  const goal = path.join(root, target);
  while (queue.length) {
    const current = queue.shift()!;
    if (current === goal) {
      const chain: string[] = [];
      for (let at: string | null = current; at; at = cameFrom.get(at) ?? null) chain.unshift(path.relative(root, at));
      return chain;
    }
    for (const { specifier, lazy } of importsOf(readFileSync(current, "utf8"))) {
      if (lazy && !dynamic) continue;
      const next = resolve(root, current, specifier);
      if (next && !cameFrom.has(next)) {
        cameFrom.set(next, current);
        queue.push(next);
      }
    }
  }
  return null;
}

/** The layout files of the page's folder and every folder above it, up to app/. */
function layoutsAbove(root: string, pageFile: string): string[] {
  const layouts: string[] = [];
  for (let dir = path.dirname(pageFile); dir.startsWith("app"); dir = path.dirname(dir)) {
    const layout = path.join(dir, "layout.tsx");
    if (existsSync(path.join(root, layout))) layouts.push(layout);
  }
  return layouts;
}

/** Static imports and re-exports with their value names ("*" for a namespace), and dynamic imports. */
function importsOf(source: string): { specifier: string; names: string[]; lazy?: true }[] {
  const found: { specifier: string; names: string[]; lazy?: true }[] = [];
  const statement = /^(import|export)\s+(type\s+)?([^;]*?)\s+from\s+["']([^"']+)["']/gm;
  for (const [, , typeOnly, clause = "", specifier = ""] of source.matchAll(statement)) {
    if (typeOnly) continue;
    const braced = clause.match(/\{([^}]*)\}/)?.[1];
    const names = braced
      ? braced
          .split(",")
          .map((part) => part.trim())
          .filter((part) => part && !part.startsWith("type "))
          .map((part) => part.split(/\s+as\s+/)[0]!.trim())
      : [];
    if (/\*\s+as\s+\w+/.test(clause) || /^\*$/.test(clause.trim())) names.push("*");
    found.push({ specifier, names });
  }
  for (const [, specifier = ""] of source.matchAll(/^import\s+["']([^"']+)["']/gm)) found.push({ specifier, names: [] });
  for (const [, specifier = ""] of source.matchAll(/\bimport\(\s*["']([^"']+)["']\s*\)/g)) found.push({ specifier, names: ["*"], lazy: true });
  return found;
}

/** A module of this repository ("@/…" or relative), or null for a package. */
function resolve(root: string, from: string, specifier: string): string | null {
  const base = specifier.startsWith("@/")
    ? path.join(root, specifier.slice(2))
    : specifier.startsWith(".")
      ? path.resolve(path.dirname(from), specifier)
      : null;
  if (!base) return null;
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, "index.ts"), path.join(base, "index.tsx")]) {
    if (existsSync(candidate) && /\.tsx?$/.test(candidate)) return candidate;
  }
  return null;
}
