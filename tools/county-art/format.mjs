/** Number formatting for SVG attributes and path data. */
/** Number formatting: integers for landscape coordinates, n1/n2 where finer steps matter. */
const fmt = (v, k) => {
  const r = Math.round(v * k) / k;
  return Object.is(r, -0) ? "0" : String(r).replace(/^(-?)0\./, "$1.");
};
export const n = (v) => fmt(v, 1);
export const n1 = (v) => fmt(v, 10);
export const n2 = (v) => fmt(v, 100);
