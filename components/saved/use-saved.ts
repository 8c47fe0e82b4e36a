"use client";

import { useSyncExternalStore } from "react";
import { useAfterHydration } from "@/components/ui/after-hydration";
import { parseSaved, savedSnapshot, subscribeSaved, type SavedShop } from "@/lib/saved/store";

// The stored text is the snapshot (a string compares by value); the parsed list is kept per text
// so that every component reading the same text gets the same array.
let lastText: string | null = null;
let lastList: SavedShop[] = [];
function listOf(text: string): SavedShop[] {
  if (text !== lastText) {
    lastText = text;
    lastList = parseSaved(text);
  }
  return lastList;
}

const none = () => "";

/**
 * The saved shops, live (this tab and others). The server and the first render see none: the list
 * lives in the browser, so the saved state appears just after the page has hydrated
 * (useAfterHydration).
 */
export function useSavedShops(): SavedShop[] {
  const settled = useAfterHydration();
  const text = useSyncExternalStore(subscribeSaved, settled ? savedSnapshot : none, none);
  return listOf(text);
}
