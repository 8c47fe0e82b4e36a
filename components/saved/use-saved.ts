"use client";

import { useSyncExternalStore } from "react";
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

/**
 * The saved shops, live (this tab and others). The server and the first render see none: the list
 * lives in the browser, so the saved state appears once the page has hydrated.
 */
export function useSavedShops(): SavedShop[] {
  const text = useSyncExternalStore(subscribeSaved, savedSnapshot, () => "");
  return listOf(text);
}
