"use client";

import { useEffect, useState } from "react";

/** An indeterminate bar and the elapsed time while a long server run works (the server reports no steps). */
export function RunProgress({ label }: { label: string }) {
  const [seconds, setSeconds] = useState(0);
  useEffect(() => {
    const started = Date.now();
    const timer = setInterval(() => setSeconds(Math.floor((Date.now() - started) / 1000)), 1000);
    return () => clearInterval(timer);
  }, []);
  const elapsed = `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, "0")}`;
  return (
    <div className="bg-brand-50 space-y-1.5 rounded-lg p-3">
      {/* Keyframes kept beside their only user rather than in the shared global stylesheet. */}
      <style>{"@keyframes admin-progress-slide{0%{left:-33%}100%{left:100%}}"}</style>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuetext={`${label}, ${elapsed} elapsed`}
        className="bg-brand-100 relative h-2 overflow-hidden rounded-full"
      >
        <div className="bg-brand-600 absolute inset-y-0 w-1/3 animate-[admin-progress-slide_1.4s_ease-in-out_infinite] rounded-full motion-reduce:animate-pulse" />
      </div>
      <p className="text-brand-800 text-sm" aria-live="polite">
        {label}… <span className="tabular-nums">{elapsed}</span> elapsed. This can take a few
        minutes; keep this page open.
      </p>
    </div>
  );
}
