import { Eye, Pencil, Trash2 } from "lucide-react";
import { Button } from "@/components/ui/button";

const ACTIONS = {
  view: { label: "View", Icon: Eye, variant: "outline" },
  edit: { label: "Edit", Icon: Pencil, variant: "outline" },
  delete: { label: "Delete", Icon: Trash2, variant: "danger-outline" },
} as const;

/** The View / Edit / Delete buttons of the admin lists, named for the item they act on. */
export function ItemAction({
  action,
  itemName,
  onClick,
  disabled,
}: {
  action: keyof typeof ACTIONS;
  itemName: string;
  onClick: () => void;
  disabled?: boolean;
}) {
  const { label, Icon, variant } = ACTIONS[action];
  return (
    <Button
      variant={variant}
      size="sm"
      onClick={onClick}
      disabled={disabled}
      aria-label={`${label} ${itemName}`}
    >
      <Icon aria-hidden className="size-4" />
      {label}
    </Button>
  );
}
