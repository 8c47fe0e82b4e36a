import type { ComponentProps } from "react";
import clsx from "clsx";

const VARIANTS = {
  primary: "bg-brand-600 text-white shadow-sm hover:bg-brand-700",
  outline: "border border-stone-300 bg-white text-stone-800 hover:bg-stone-50",
  danger: "bg-red-700 text-white shadow-sm hover:bg-red-800",
  "danger-outline": "border border-red-300 bg-white text-red-700 hover:bg-red-50",
  ghost: "text-stone-700 hover:bg-stone-100",
} as const;

const SIZES = { sm: "px-2.5 py-1.5 text-sm", md: "px-4 py-2 text-sm", lg: "px-5 py-2.5 text-base" } as const;

export function Button({
  variant = "primary",
  size = "md",
  className,
  type = "button",
  ...props
}: ComponentProps<"button"> & { variant?: keyof typeof VARIANTS; size?: keyof typeof SIZES }) {
  return (
    <button
      type={type}
      className={clsx(
        "focus-visible:outline-brand-600 inline-flex items-center justify-center gap-1.5 rounded-md font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 disabled:cursor-not-allowed disabled:opacity-50 [&_svg]:shrink-0",
        VARIANTS[variant],
        SIZES[size],
        className,
      )}
      {...props}
    />
  );
}
