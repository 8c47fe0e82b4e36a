/**
 * The drawing surface: a Scene collects <defs> (gradients, clip paths, reusable symbols)
 * and body markup, then serialises to SVG. Also the county hero size (W x H) and the
 * placement helpers use() and at().
 */
import { Rng } from "./random.mjs";
import { n, n2 } from "./format.mjs";

export class Scene {
  constructor(w, h, seed) {
    this.w = w;
    this.h = h;
    this.r = new Rng(seed);
    this.defs = [];
    this.out = [];
    this.k = 0;
    this.syms = new Set();
  }
  uid(prefix = "i") {
    return prefix + (this.k++).toString(36);
  }
  add(...s) {
    this.out.push(...s);
    return this;
  }
  def(s) {
    this.defs.push(s);
  }
  /** Register a reusable group once; returns its id. */
  sym(id, body) {
    if (!this.syms.has(id)) {
      this.syms.add(id);
      this.def(`<g id="${id}">${body}</g>`);
    }
    return id;
  }
  /** Vertical (default) or custom linear gradient. stops: [offset, colour, opacity?][] */
  lin(stops, x2 = 0, y2 = 1, x1 = 0, y1 = 0) {
    const id = this.uid("g");
    this.def(
      `<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">${stops
        .map(
          ([o, c, a]) =>
            `<stop offset="${o}" stop-color="${c}"${a === undefined ? "" : ` stop-opacity="${a}"`}/>`,
        )
        .join("")}</linearGradient>`,
    );
    return `url(#${id})`;
  }
  radial(stops) {
    const id = this.uid("g");
    this.def(
      `<radialGradient id="${id}">${stops
        .map(
          ([o, c, a]) =>
            `<stop offset="${o}" stop-color="${c}"${a === undefined ? "" : ` stop-opacity="${a}"`}/>`,
        )
        .join("")}</radialGradient>`,
    );
    return `url(#${id})`;
  }
  /** Put a path in defs and return a clip-path reference built from it, plus a <use> for drawing it. */
  clipFrom(d) {
    const pid = this.uid("p");
    const cid = this.uid("c");
    this.def(`<path id="${pid}" d="${d}"/><clipPath id="${cid}"><use href="#${pid}"/></clipPath>`);
    return { clip: `url(#${cid})`, use: (attrs) => `<use href="#${pid}" ${attrs}/>` };
  }
  toString() {
    return (
      `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${this.w} ${this.h}" width="${this.w}" height="${this.h}">` +
      (this.defs.length ? `<defs>${this.defs.join("")}</defs>` : "") +
      this.out.join("") +
      "</svg>\n"
    );
  }
}

export const W = 1600;
export const H = 600;

/** Place a <use> of a registered group at x,y with scale s (negative s mirrors horizontally). */
export function use(id, x, y, s = 1, extra = "") {
  if (s === 1) return `<use href="#${id}" x="${n(x)}" y="${n(y)}"${extra}/>`;
  const sx = n2(s);
  const sy = n2(Math.abs(s));
  return `<use href="#${id}" transform="matrix(${sx} 0 0 ${sy} ${n(x)} ${n(y)})"${extra}/>`;
}
/** Wrap markup in a translated/scaled group. */
export const at = (x, y, s, body, extra = "") =>
  `<g transform="translate(${n(x)} ${n(y)})${s === 1 ? "" : ` scale(${n2(s)})`}"${extra}>${body}</g>`;
