"use client";

import { CoordinatesPanel } from "./coordinates-panel";
import { SlugsPanel } from "./slugs-panel";

export function DiagnosticsTab() {
  return (
    <div className="space-y-6">
      <h2 className="text-xl font-semibold text-stone-900">Map Diagnostics</h2>
      <CoordinatesPanel />
      <SlugsPanel />
    </div>
  );
}
