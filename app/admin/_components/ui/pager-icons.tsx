import { ChevronLeft, ChevronRight } from "lucide-react";

/** The admin lists' Previous and Next icons for <Pagination variant="admin">. */
export const PAGER_ICONS = {
  previous: <ChevronLeft aria-hidden className="size-4" />,
  next: <ChevronRight aria-hidden className="size-4" />,
};
