"use client";

import { useRef, type ReactNode } from "react";
import clsx from "clsx";

export type TabItem<K extends string> = { key: K; label: string; icon?: ReactNode };

/**
 * WAI-ARIA tabs: arrow keys, Home and End move between tabs (automatic activation). Panels are
 * rendered by the caller with tabPanelProps so that hidden panels keep their state.
 */
export function TabList<K extends string>({
  tabs,
  active,
  onChange,
  label,
  idPrefix,
}: {
  tabs: TabItem<K>[];
  active: K;
  onChange: (key: K) => void;
  label: string;
  idPrefix: string;
}) {
  const refs = useRef<(HTMLButtonElement | null)[]>([]);

  function move(index: number) {
    const next = tabs[(index + tabs.length) % tabs.length];
    if (!next) return;
    onChange(next.key);
    refs.current[(index + tabs.length) % tabs.length]?.focus();
  }

  return (
    <div
      role="tablist"
      aria-label={label}
      // On wider screens one row, which wraps rather than run out of its bar when the tabs are many.
      className="bg-brand-100/70 grid grid-cols-2 gap-1 rounded-lg p-1 sm:flex sm:flex-wrap"
    >
      {tabs.map((tab, i) => {
        const selected = tab.key === active;
        return (
          <button
            key={tab.key}
            ref={(el) => {
              refs.current[i] = el;
            }}
            type="button"
            role="tab"
            id={`${idPrefix}-tab-${tab.key}`}
            aria-selected={selected}
            aria-controls={`${idPrefix}-panel-${tab.key}`}
            tabIndex={selected ? 0 : -1}
            onClick={() => onChange(tab.key)}
            onKeyDown={(e) => {
              const moves: Record<string, number> = {
                ArrowRight: i + 1,
                ArrowLeft: i - 1,
                Home: 0,
                End: tabs.length - 1,
              };
              const target = moves[e.key];
              if (target === undefined) return;
              e.preventDefault();
              move(target);
            }}
            className={clsx(
              "focus-visible:outline-brand-600 inline-flex shrink-0 items-center justify-center gap-2 rounded-md px-3 py-2 text-sm font-medium whitespace-nowrap transition-colors focus-visible:outline-2 sm:justify-start",
              selected ? "text-brand-800 bg-white shadow-sm" : "text-stone-700 hover:bg-white/60",
            )}
          >
            {tab.icon}
            {tab.label}
          </button>
        );
      })}
    </div>
  );
}

export function tabPanelProps(idPrefix: string, key: string, active: string) {
  return {
    role: "tabpanel" as const,
    id: `${idPrefix}-panel-${key}`,
    "aria-labelledby": `${idPrefix}-tab-${key}`,
    hidden: key !== active,
    tabIndex: 0,
  };
}
