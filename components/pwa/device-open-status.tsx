"use client";

import { useAfterHydration } from "@/components/ui/after-hydration";
import { OpenStatus, PendingStatus } from "@/components/shops/open-status";
import { HOURS_DATA_ID, parseHoursData, type HoursData } from "@/lib/pwa/device-hours";

// The page's data block does not change while the page is open: parsed once, kept by its text so
// that a re-render does not parse it again.
let lastText: string | null = null;
let lastData: HoursData | null = null;
function readData(): HoursData | null {
  const text = document.getElementById(HOURS_DATA_ID)?.textContent ?? null;
  if (text !== lastText) {
    lastText = text;
    lastData = parseHoursData(text);
  }
  return lastData;
}

/**
 * The shop page's "Open now / Closed / Opens …", worked out on this device from the rules the page
 * carries (lib/pwa/device-hours.ts): the same online and from a kept copy offline, however old,
 * with the device's clock. Nothing is fetched.
 */
export function DeviceOpenStatus() {
  const settled = useAfterHydration();
  const data = settled ? readData() : null;
  return data ? <OpenStatus rules={data.rules} detail /> : <PendingStatus />;
}
