"use client";

import {
  Bold,
  Heading1,
  Heading2,
  Heading3,
  Italic,
  List,
  ListOrdered,
  Quote,
  Underline,
  type LucideIcon,
} from "lucide-react";
import type { MarkupName } from "../../_lib/markup";

const BUTTONS: { name: MarkupName; label: string; icon: LucideIcon }[] = [
  { name: "bold", label: "Bold", icon: Bold },
  { name: "italic", label: "Italic", icon: Italic },
  { name: "underline", label: "Underline", icon: Underline },
  { name: "h1", label: "Heading 1", icon: Heading1 },
  { name: "h2", label: "Heading 2", icon: Heading2 },
  { name: "h3", label: "Heading 3", icon: Heading3 },
  { name: "bullets", label: "Bullet list", icon: List },
  { name: "numbered", label: "Numbered list", icon: ListOrdered },
  { name: "quote", label: "Quote", icon: Quote },
];

/** The formatting buttons above the content field. */
export function MarkupToolbar({
  onApply,
  controls,
  disabled,
}: {
  onApply: (name: MarkupName) => void;
  controls: string;
  disabled?: boolean;
}) {
  return (
    <div
      role="toolbar"
      aria-label="Formatting"
      aria-controls={controls}
      className="flex flex-wrap gap-1 rounded-t-md border border-b-0 border-stone-300 bg-stone-50 p-1"
    >
      {BUTTONS.map(({ name, label, icon: Icon }) => (
        <button
          key={name}
          type="button"
          title={label}
          aria-label={label}
          disabled={disabled}
          // Keep the textarea's selection: the button must not take focus on mouse down.
          onMouseDown={(e) => e.preventDefault()}
          onClick={() => onApply(name)}
          className="hover:bg-brand-100 hover:text-brand-800 focus-visible:outline-brand-600 rounded p-1.5 text-stone-700 focus-visible:outline-2 disabled:opacity-40"
        >
          <Icon aria-hidden className="size-4" />
        </button>
      ))}
    </div>
  );
}
