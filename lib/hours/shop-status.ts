/** The status API's answer for one shop at one instant. */
import { dublinToday } from "@/lib/time";
import { shopHoursRules, type ShopHoursFields } from "./shop-rules";
import { getOpeningStatus, statusSummary } from "./status";

export type ShopStatusAnswer = {
  open: boolean;
  label: string;
  nextOpening: string | null;
  reason: string | null;
};

export function shopStatusAt(shop: ShopHoursFields, at: Date): ShopStatusAnswer {
  const status = getOpeningStatus(shopHoursRules(shop, dublinToday(at)), at);
  return {
    open: status.isOpen,
    label: statusSummary(status),
    nextOpening: status.nextOpeningAt?.toISOString() ?? null,
    reason: status.reason,
  };
}
