/**
 * Long-form text styles (the typography plugin is not installed): used for Harvest Hub posts
 * and the static pages. Applies to the plain tags inside the element it is put on.
 */
export const PROSE = [
  "text-lg leading-relaxed text-stone-700",
  "[&>*+*]:mt-5",
  "[&_h2]:mt-10 [&_h2]:text-2xl [&_h2]:font-bold [&_h2]:tracking-tight [&_h2]:text-stone-900",
  "[&_h3]:mt-8 [&_h3]:text-xl [&_h3]:font-semibold [&_h3]:text-stone-900",
  "[&_h4]:mt-6 [&_h4]:text-lg [&_h4]:font-semibold [&_h4]:text-stone-900",
  "[&_strong]:font-semibold [&_strong]:text-stone-900 [&_b]:font-semibold",
  "[&_a]:font-medium [&_a]:text-brand-700 [&_a]:underline [&_a]:underline-offset-4 hover:[&_a]:text-brand-800",
  "[&_ul]:list-disc [&_ul]:space-y-2 [&_ul]:pl-6 [&_ol]:list-decimal [&_ol]:space-y-2 [&_ol]:pl-6",
  "[&_li]:pl-1 [&_li]:marker:text-brand-600",
  "[&_blockquote]:rounded-r-xl [&_blockquote]:border-l-4 [&_blockquote]:border-brand-600 [&_blockquote]:bg-brand-50 [&_blockquote]:px-6 [&_blockquote]:py-4 [&_blockquote]:text-stone-800 [&_blockquote]:italic",
  "[&_hr]:my-10 [&_hr]:border-stone-200",
  "[&_img]:my-8 [&_img]:rounded-xl",
  "[&_code]:rounded [&_code]:bg-stone-100 [&_code]:px-1.5 [&_code]:py-0.5 [&_code]:text-base",
  "[&_pre]:overflow-x-auto [&_pre]:rounded-xl [&_pre]:bg-stone-100 [&_pre]:p-4",
].join(" ");
