"use client";

import { useState } from "react";
import type { AdminShop } from "../../_lib/types";
import { ApprovedSection } from "./approved-section";
import { PendingSection } from "./pending-section";
import { SpamSection } from "./spam-section";
import { ShopDetailDialog } from "./shop-detail-dialog";
import { ShopEditDialog } from "./shop-edit-dialog";

export function FarmShopsTab() {
  const [viewing, setViewing] = useState<AdminShop | null>(null);
  const [editing, setEditing] = useState<AdminShop | null>(null);
  return (
    <div className="space-y-10">
      <PendingSection onView={setViewing} onEdit={setEditing} />
      <ApprovedSection onView={setViewing} onEdit={setEditing} />
      <SpamSection onView={setViewing} onEdit={setEditing} />
      <ShopDetailDialog shop={viewing} onClose={() => setViewing(null)} />
      <ShopEditDialog shop={editing} onClose={() => setEditing(null)} />
    </div>
  );
}
