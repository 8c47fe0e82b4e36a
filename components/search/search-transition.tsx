"use client";

import { useRouter } from "@/i18n/navigation";
import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useMemo,
  useTransition,
} from "react";

type Navigate = (href: string, opts?: { replace?: boolean }) => void;
const Ctx = createContext<{ pending: boolean; navigate: Navigate } | null>(null);

/**
 * Shares "a new search is loading" between the search controls and the results, so that the
 * results give way to skeleton cards at once when the visitor searches or sorts.
 */
export function SearchTransition({ children }: { children: ReactNode }) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const navigate = useCallback<Navigate>(
    (href, opts) =>
      startTransition(() =>
        opts?.replace
          ? router.replace(href, { scroll: false })
          : router.push(href, { scroll: false }),
      ),
    [router],
  );
  const value = useMemo(() => ({ pending, navigate }), [pending, navigate]);
  return <Ctx.Provider value={value}>{children}</Ctx.Provider>;
}

export function useSearchNavigate(): { pending: boolean; navigate: Navigate } {
  const ctx = useContext(Ctx);
  if (!ctx) throw new Error("useSearchNavigate needs a <SearchTransition> around it");
  return ctx;
}

/** The results, or `fallback` while a new search is on its way. */
export function WhenIdle({ fallback, children }: { fallback: ReactNode; children: ReactNode }) {
  const ctx = useContext(Ctx);
  return <>{ctx?.pending ? fallback : children}</>;
}

/** Keeps the results in place but dimmed while the next ones load (live-filtering boxes). */
export function DimWhilePending({ children }: { children: ReactNode }) {
  const ctx = useContext(Ctx);
  return (
    <div
      aria-busy={ctx?.pending || undefined}
      className={`transition-opacity ${ctx?.pending ? "opacity-60" : ""}`}
    >
      {children}
    </div>
  );
}
