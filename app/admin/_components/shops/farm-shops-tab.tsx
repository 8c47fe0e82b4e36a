"use client";

import { useState } from "react";
import type { AdminShop } from "../../_lib/types";
import { ApprovedSection } from "./approved-section";
import { NeedsCheckingSection } from "./needs-checking-section";
import { PendingSection } from "./pending-section";
import { SpamSection } from "./spam-section";
import { ShopDetailDialog } from "./shop-detail-dialog";
import { ShopEditDialog } from "./shop-edit-dialog";

type Filter = "all" | "needs-checking";

export function FarmShopsTab() {
  const [viewing, setViewing] = useState<AdminShop | null>(null);
  const [editing, setEditing] = useState<AdminShop | null>(null);
  const [filter, setFilter] = useState<Filter>("all");
  return (
    <div className="space-y-10">
      {/* Two toggle buttons (a radio group would owe arrow keys and a single Tab stop). */}
      <div role="group" aria-label="Show shops" className="flex gap-2 text-sm">
        {(
          [
            ["all", "All shops"],
            ["needs-checking", "Needs checking"],
          ] as const
        ).map(([key, label]) => (
          <button
            key={key}
            type="button"
            aria-pressed={filter === key}
            onClick={() => setFilter(key)}
            className={`rounded-full px-3 py-1 ring-1 ${filter === key ? "bg-brand-600 ring-brand-600 text-white" : "bg-white text-stone-800 ring-stone-300"}`}
          >
            {label}
          </button>
        ))}
      </div>
      {filter === "needs-checking" ? (
        <NeedsCheckingSection />
      ) : (
        <>
          <PendingSection onView={setViewing} onEdit={setEditing} />
          <ApprovedSection onView={setViewing} onEdit={setEditing} />
          <SpamSection onView={setViewing} onEdit={setEditing} />
        </>
      )}
      <ShopDetailDialog shop={viewing} onClose={() => setViewing(null)} />
      <ShopEditDialog shop={editing} onClose={() => setEditing(null)} />
    </div>
  );
}
