"use client";

import { useCallback, useState } from "react";

/** The shops ticked on the page shown (cleared when the page or the filters change). */
export function useSelection() {
  const [selected, setSelected] = useState<string[]>([]);
  const toggle = useCallback(
    (id: string, on: boolean) => setSelected((s) => (on ? [...new Set([...s, id])] : s.filter((x) => x !== id))),
    [],
  );
  const setAll = useCallback((ids: string[], on: boolean) => setSelected(on ? ids : []), []);
  const clear = useCallback(() => setSelected([]), []);
  return { selected, toggle, setAll, clear, has: (id: string) => selected.includes(id) };
}
