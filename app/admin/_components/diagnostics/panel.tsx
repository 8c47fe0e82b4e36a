import type { ReactNode } from "react";
import { Search } from "lucide-react";
import { Button } from "@/components/ui/button";

/** The frame of a diagnostics tool: heading, explanation and its Check button, then the report. */
export function DiagnosticsPanel({
  id,
  title,
  description,
  checkLabel,
  checking,
  busy,
  onCheck,
  children,
}: {
  id: string;
  title: string;
  description: string;
  checkLabel: string;
  checking: boolean;
  busy: boolean;
  onCheck: () => void;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={id}
      className="space-y-4 rounded-xl border border-stone-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h3 id={id} className="text-brand-800 text-lg font-semibold">
            {title}
          </h3>
          <p className="text-sm text-stone-600">{description}</p>
        </div>
        <Button onClick={onCheck} disabled={busy}>
          <Search aria-hidden className="size-4" />
          {checking ? "Checking..." : checkLabel}
        </Button>
      </div>
      {children}
    </section>
  );
}
