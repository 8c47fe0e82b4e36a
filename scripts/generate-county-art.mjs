#!/usr/bin/env node
/**
 * Generates the flat vector artwork used by the site:
 *
 *   public/counties/{slug}.svg        32 county hero illustrations (1600 x 600)
 *   public/images/fallback/{1-5}.svg  5 stock images for shops without photos (1200 x 800)
 *
 * Plain Node ESM, no dependencies. Output is deterministic (seeded by file name),
 * so re-running the script produces identical files.
 *
 *   node scripts/generate-county-art.mjs
 *
 * Composition rule for the county heroes: the page overlays white text on a dark
 * gradient in the lower-left, so landmarks and busy detail go to the right and
 * the top; the lower-left is kept to broad, calm shapes.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = join(dirname(fileURLToPath(import.meta.url)), "..");

// ---------------------------------------------------------------------------
// Small utilities
// ---------------------------------------------------------------------------

function hashString(str) {
  let h = 2166136261;
  for (let i = 0; i < str.length; i++) {
    h ^= str.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}

class Rng {
  constructor(seed) {
    this.a = hashString(String(seed));
  }
  next() {
    // mulberry32
    this.a = (this.a + 0x6d2b79f5) | 0;
    let t = this.a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }
  f(a = 0, b = 1) {
    return a + (b - a) * this.next();
  }
  i(a, b) {
    return Math.floor(this.f(a, b + 1));
  }
  pick(arr) {
    return arr[Math.floor(this.next() * arr.length)];
  }
  chance(p) {
    return this.next() < p;
  }
}

/** Number formatting: integers for landscape coordinates, n1/n2 where finer steps matter. */
const fmt = (v, k) => {
  const r = Math.round(v * k) / k;
  return Object.is(r, -0) ? "0" : String(r).replace(/^(-?)0\./, "$1.");
};
const n = (v) => fmt(v, 1);
const n1 = (v) => fmt(v, 10);
const n2 = (v) => fmt(v, 100);

const hexToRgb = (h) => {
  const v = parseInt(h.slice(1), 16);
  return [(v >> 16) & 255, (v >> 8) & 255, v & 255];
};
const rgbToHex = (rgb) =>
  "#" +
  rgb
    .map((x) =>
      Math.max(0, Math.min(255, Math.round(x)))
        .toString(16)
        .padStart(2, "0"),
    )
    .join("");
const mix = (a, b, t) => {
  const A = hexToRgb(a);
  const B = hexToRgb(b);
  return rgbToHex(A.map((x, i) => x + (B[i] - x) * t));
};
const lighten = (c, t) => mix(c, "#ffffff", t);
const darken = (c, t) => mix(c, "#000000", t);

function rgbToHsl([r, g, b]) {
  r /= 255;
  g /= 255;
  b /= 255;
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const l = (max + min) / 2;
  let h = 0;
  let s = 0;
  if (max !== min) {
    const d = max - min;
    s = l > 0.5 ? d / (2 - max - min) : d / (max + min);
    if (max === r) h = (g - b) / d + (g < b ? 6 : 0);
    else if (max === g) h = (b - r) / d + 2;
    else h = (r - g) / d + 4;
    h /= 6;
  }
  return [h, s, l];
}
function hslToRgb([h, s, l]) {
  if (s === 0) return [l * 255, l * 255, l * 255];
  const q = l < 0.5 ? l * (1 + s) : l + s - l * s;
  const p = 2 * l - q;
  const f = (t) => {
    if (t < 0) t += 1;
    if (t > 1) t -= 1;
    if (t < 1 / 6) return p + (q - p) * 6 * t;
    if (t < 1 / 2) return q;
    if (t < 2 / 3) return p + (q - p) * (2 / 3 - t) * 6;
    return p;
  };
  return [f(h + 1 / 3) * 255, f(h) * 255, f(h - 1 / 3) * 255];
}
/** Shift hue (degrees) and lightness (-1..1) of a colour. */
function shift(c, dh = 0, dl = 0, ds = 0) {
  const [h, s, l] = rgbToHsl(hexToRgb(c));
  return rgbToHex(
    hslToRgb([
      (((h + dh / 360) % 1) + 1) % 1,
      Math.max(0, Math.min(1, s + ds)),
      Math.max(0, Math.min(1, l + dl)),
    ]),
  );
}

/** Join integers into compact path data (a minus sign doubles as a separator). */
function nums(arr) {
  let out = "";
  arr.forEach((v, i) => {
    const sv = String(Object.is(v, -0) ? 0 : v);
    out += i > 0 && sv[0] !== "-" ? " " + sv : sv;
  });
  return out;
}

/** Compact path builder: integer, relative commands, exact (deltas taken between rounded points). */
class PathBuilder {
  constructor() {
    this.d = "";
    this.x = 0;
    this.y = 0;
    this.last = "";
  }
  cmd(c, vals) {
    const body = nums(vals);
    this.d += (c === this.last && c !== "M" ? (body[0] === "-" ? "" : " ") : c) + body;
    this.last = c;
  }
  M(x, y) {
    x = Math.round(x);
    y = Math.round(y);
    this.cmd("M", [x, y]);
    this.x = x;
    this.y = y;
    this.last = "M"; // the next command must be explicit (implicit lineto after M is absolute)
    return this;
  }
  L(x, y) {
    x = Math.round(x);
    y = Math.round(y);
    this.cmd("l", [x - this.x, y - this.y]);
    this.x = x;
    this.y = y;
    return this;
  }
  C(x1, y1, x2, y2, x, y) {
    const r = Math.round;
    this.cmd("c", [
      r(x1) - this.x,
      r(y1) - this.y,
      r(x2) - this.x,
      r(y2) - this.y,
      r(x) - this.x,
      r(y) - this.y,
    ]);
    this.x = r(x);
    this.y = r(y);
    return this;
  }
  Z() {
    this.d += "z";
    this.last = "z";
    return this;
  }
  toString() {
    return this.d;
  }
}

/** Catmull-Rom spline through points, added to a PathBuilder (which should already be at pts[0]). */
function splineTo(pb, pts, closed = false) {
  const m = pts.length;
  const get = (i) => (closed ? pts[(i + m) % m] : pts[Math.max(0, Math.min(m - 1, i))]);
  const segs = closed ? m : m - 1;
  for (let i = 0; i < segs; i++) {
    const p0 = get(i - 1);
    const p1 = get(i);
    const p2 = get(i + 1);
    const p3 = get(i + 2);
    pb.C(
      p1[0] + (p2[0] - p0[0]) / 6,
      p1[1] + (p2[1] - p0[1]) / 6,
      p2[0] - (p3[0] - p1[0]) / 6,
      p2[1] - (p3[1] - p1[1]) / 6,
      p2[0],
      p2[1],
    );
  }
  return pb;
}
/** Open smooth curve through points. */
function smooth(pts) {
  const pb = new PathBuilder().M(pts[0][0], pts[0][1]);
  return splineTo(pb, pts).toString();
}
/** Polygon (or polyline when open) through points. */
function poly(pts, close = true) {
  const pb = new PathBuilder().M(pts[0][0], pts[0][1]);
  for (let i = 1; i < pts.length; i++) pb.L(pts[i][0], pts[i][1]);
  if (close) pb.Z();
  return pb.toString();
}

// ---------------------------------------------------------------------------
// Scene: collects defs and body markup
// ---------------------------------------------------------------------------

class Scene {
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

const W = 1600;
const H = 600;

/** Place a <use> of a registered group at x,y with scale s (negative s mirrors horizontally). */
function use(id, x, y, s = 1, extra = "") {
  if (s === 1) return `<use href="#${id}" x="${n(x)}" y="${n(y)}"${extra}/>`;
  const sx = n2(s);
  const sy = n2(Math.abs(s));
  return `<use href="#${id}" transform="matrix(${sx} 0 0 ${sy} ${n(x)} ${n(y)})"${extra}/>`;
}
/** Wrap markup in a translated/scaled group. */
const at = (x, y, s, body, extra = "") =>
  `<g transform="translate(${n(x)} ${n(y)})${s === 1 ? "" : ` scale(${n2(s)})`}"${extra}>${body}</g>`;

// ---------------------------------------------------------------------------
// Palettes
// ---------------------------------------------------------------------------

const SKIES = {
  day: {
    sky: ["#6fb0dc", "#a8d2ea", "#e4f1ee"],
    sun: "#fffbe8",
    glow: "#fff7d6",
    cloud: "#ffffff",
    haze: "#d8e9ef",
    tint: null,
  },
  morning: {
    sky: ["#86bfe0", "#cde4e9", "#f8e6c3"],
    sun: "#fff4cf",
    glow: "#ffeab4",
    cloud: "#ffffff",
    haze: "#e9ecdf",
    tint: null,
  },
  golden: {
    sky: ["#93b8d8", "#f1d3ac", "#f8c68d"],
    sun: "#fff1cc",
    glow: "#ffd38c",
    cloud: "#fff5e6",
    haze: "#f0d9bd",
    tint: "#e8a860",
    mtnTint: "#b58aa8",
  },
  dusk: {
    sky: ["#6c78b0", "#c89bb4", "#f4c39c"],
    sun: "#ffe6bd",
    glow: "#ffb98e",
    cloud: "#fbe2e4",
    haze: "#dcc0c4",
    tint: "#8a6a9a",
  },
  mist: {
    sky: ["#9fbad0", "#d2dfe4", "#efebdf"],
    sun: "#fdf8ea",
    glow: "#ffffff",
    cloud: "#f7f8f6",
    haze: "#dde5e6",
    tint: "#9fb0b8",
  },
};

const REGIONS = {
  "Northern Ireland": {
    greens: ["#7db46b", "#69a560", "#8fc079", "#5a9459"],
    gold: "#cfc27a",
    fg: ["#559354", "#2f6441"],
    hedge: "#2f5a3b",
    tree: ["#3f7a48", "#2e5f3b"],
    mtn: ["#8ea8bf", "#6f9690", "#5b8a6c"],
    sea: ["#4b90b8", "#2c6389"],
    sand: "#ead9b0",
    rock: "#4a4f58",
    stone: "#b6b8b3",
  },
  Leinster: {
    greens: ["#9dc56b", "#86b65b", "#b8c96d", "#a7cf7c"],
    gold: "#e2c879",
    fg: ["#6fa852", "#3e7a3b"],
    hedge: "#3c6932",
    tree: ["#4f8a3f", "#386b33"],
    mtn: ["#a6b5cb", "#86a08f", "#6c9565"],
    sea: ["#4f9ac0", "#2d7299"],
    sand: "#efdcae",
    rock: "#6c6a66",
    stone: "#c4c0b4",
  },
  Munster: {
    greens: ["#6fae55", "#5d9f4d", "#84bd63", "#4f8e47"],
    gold: "#d8bf6a",
    fg: ["#4f9547", "#2c6937"],
    hedge: "#2d5d30",
    tree: ["#3c7b3a", "#2a5e2f"],
    mtn: ["#9c9cc0", "#72897d", "#55805a"],
    sea: ["#3f92b4", "#22698e"],
    sand: "#ecd7a8",
    rock: "#6b6660",
    stone: "#c9c5b8",
  },
  Connacht: {
    greens: ["#93ad6e", "#809e62", "#a7b97a", "#6e905a"],
    gold: "#cdb56f",
    fg: ["#6b8f52", "#3f5d3a"],
    hedge: "#485e3b",
    tree: ["#4f6f42", "#3a5634"],
    mtn: ["#a29bba", "#858197", "#6e7c68"],
    sea: ["#4d8bab", "#2d5e80"],
    sand: "#e6d6b2",
    rock: "#74706b",
    stone: "#c6c1b5",
  },
  Ulster: {
    greens: ["#84b46a", "#72a65e", "#98c27b", "#62985a"],
    gold: "#d3c277",
    fg: ["#5a9a52", "#33673d"],
    hedge: "#33603a",
    tree: ["#437c44", "#2f6036"],
    mtn: ["#a3b1c6", "#7f9a95", "#628a6a"],
    sea: ["#4f93b6", "#2b6488"],
    sand: "#e9d8b0",
    rock: "#5c5d62",
    stone: "#bdbdb6",
  },
};

function palette(region, skyName, seed) {
  const r = new Rng("palette:" + seed);
  const R = REGIONS[region];
  const S = SKIES[skyName];
  const dh = r.f(-7, 7);
  const dl = r.f(-0.025, 0.025);
  const t = (c, k = 0.12) => (S.tint ? mix(c, S.tint, k) : c);
  const g = (c) => t(shift(c, dh, dl));
  return {
    ...S,
    greens: R.greens.map(g),
    gold: t(R.gold, 0.08),
    fg: R.fg.map(g),
    hedge: t(shift(R.hedge, dh)),
    tree: R.tree.map(g),
    mtn: R.mtn.map((c) => (S.mtnTint ? mix(c, S.mtnTint, 0.3) : t(c, 0.18))),
    sea: R.sea.map((c) => t(c, 0.15)),
    sand: t(R.sand, 0.1),
    rock: t(R.rock, 0.1),
    stone: t(R.stone, 0.1),
    haze: S.haze,
  };
}

// ---------------------------------------------------------------------------
// Landscape primitives
// ---------------------------------------------------------------------------

/** A gently rolling profile y(x): sum of sines plus optional Gaussian bumps (h>0 raises the land). */
function wave(r, { y, amp = 25, lmin = 350, lmax = 900, tilt = 0, bumps = [], mod } = {}) {
  const comps = [1, 0.45, 0.2].map((k) => ({
    a: amp * k * r.f(0.75, 1.15),
    l: r.f(lmin, lmax) * (k === 1 ? 1 : k * 1.4),
    p: r.f(0, Math.PI * 2),
  }));
  return (x) => {
    let v = y + (tilt * (x - 800)) / 800;
    for (const c of comps) v += c.a * Math.sin((x / c.l) * Math.PI * 2 + c.p);
    for (const b of bumps) v -= b.h * Math.exp(-(((x - b.x) / b.w) ** 2));
    return mod ? mod(x, v) : v;
  };
}
/** Path data of the area under a profile. */
function areaD(fn, { x0 = -20, x1 = W + 20, step = 60, bottom = H + 10 } = {}) {
  const pts = [];
  for (let x = x0; x < x1 + step; x += step) pts.push([Math.min(x, x1), fn(Math.min(x, x1))]);
  const pb = new PathBuilder().M(pts[0][0], pts[0][1]);
  return splineTo(pb, pts).L(x1, bottom).L(x0, bottom).Z().toString();
}
function hill(S, fn, fill, o = {}) {
  const d = areaD(fn, o);
  S.add(`<path d="${d}" fill="${fill}"${o.extra ?? ""}/>`);
  return d;
}

function sky(
  S,
  P,
  { sun = [1200, 140], sunR = 36, clouds = 3, cloudY = [60, 190], birds = 0 } = {},
) {
  S.add(
    `<rect width="${S.w}" height="${S.h}" fill="${S.lin([
      [0, P.sky[0]],
      [0.55, P.sky[1]],
      [1, P.sky[2]],
    ])}"/>`,
  );
  if (sun) {
    const g = S.radial([
      [0, P.glow, 0.9],
      [0.35, P.glow, 0.35],
      [1, P.glow, 0],
    ]);
    S.add(
      `<circle cx="${sun[0]}" cy="${sun[1]}" r="${sunR * 7}" fill="${g}"/>`,
      `<circle cx="${sun[0]}" cy="${sun[1]}" r="${sunR}" fill="${P.sun}"/>`,
    );
  }
  const r = S.r;
  S.sym(
    "cl",
    `<path d="M-64 0a20 20 0 0 1 14-28a30 30 0 0 1 52-14a24 24 0 0 1 40 14a18 18 0 0 1 22 28z"/>`,
  );
  const list = Array.isArray(clouds)
    ? clouds
    : Array.from({ length: clouds }, (_, i) => [
        ((i + r.f(0.15, 0.85)) * S.w) / clouds,
        r.f(cloudY[0], cloudY[1]),
        r.f(0.6, 1.15),
      ]);
  for (const [x, y, s] of list) {
    S.add(
      use(
        "cl",
        x,
        y,
        r.chance(0.5) ? s : -s,
        ` fill="${P.cloud}" opacity="${n2(r.f(0.55, 0.85))}"`,
      ),
    );
  }
  if (birds) {
    const bx = typeof birds === "object" ? birds : { x: 430, y: 120, k: 3 };
    let d = "";
    for (let i = 0; i < bx.k; i++) {
      const x = bx.x + i * 28 + r.f(-8, 8);
      const y = bx.y + r.f(-14, 14);
      const s = r.f(0.7, 1.1);
      d += `M${n(x)} ${n(y)}q${n(6 * s)} ${n(-6 * s)} ${n(12 * s)} 0q${n(6 * s)} ${n(-6 * s)} ${n(12 * s)} 0`;
    }
    S.add(
      `<path d="${d}" fill="none" stroke="${darken(P.sky[0], 0.55)}" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" opacity=".7"/>`,
    );
  }
}

/** Mountain range: peaks [x, apexY, leftHalfWidth, rightHalfWidth, roundness(0..0.4), shoulder(0..1)]. */
function mountains(S, peaks, { base, fill, shade, light }) {
  const r = S.r;
  let body = "";
  let sh = "";
  let lt = "";
  for (const [x, y, wl, wr, rd = 0.12, so = 0.5] of peaks) {
    const hgt = base - y;
    const left = `C${n(x - wl * 0.55)} ${n(base - hgt * so)} ${n(x - wl * rd)} ${n(y)} ${n(x)} ${n(y)}`;
    const right = `C${n(x + wr * rd)} ${n(y)} ${n(x + wr * 0.55)} ${n(base - hgt * so)} ${n(x + wr)} ${n(base)}`;
    body += `M${n(x - wl)} ${n(base)}${left}${right}Z`;
    // shadow facet on the right-hand face, bounded by a ragged ridge line
    const fx = x + wr * r.f(0.08, 0.3);
    let ridge = `L${n(fx)} ${n(base)}`;
    for (const t of [0.3, 0.55, 0.8]) {
      const px = fx + (x - fx) * t + r.f(-0.07, 0.07) * wr;
      ridge += `L${n(px)} ${n(base + (y - base) * t)}`;
    }
    sh += `M${n(x)} ${n(y)}${right}${ridge}Z`;
    if (light) {
      // a pale streak on the lit face
      const lx = x - wl * r.f(0.25, 0.45);
      lt += `M${n(x - 2)} ${n(y + 4)}L${n(lx)} ${n(y + hgt * 0.55)}L${n(lx + wl * 0.12)} ${n(y + hgt * 0.5)}Z`;
    }
  }
  S.add(`<path d="${body}" fill="${fill}"/>`, `<path d="${sh}" fill="${shade}"/>`);
  if (light) S.add(`<path d="${lt}" fill="${light}" opacity=".45"/>`);
}

/** Fractal ridge line through coarse key points (midpoint displacement). */
function ridgePts(r, keys, rough = 0.22, levels = 4) {
  let pts = keys.map((p) => [...p]);
  for (let l = 0; l < levels; l++) {
    const next = [pts[0]];
    for (let i = 0; i < pts.length - 1; i++) {
      const a = pts[i];
      const b = pts[i + 1];
      const len = Math.hypot(b[0] - a[0], b[1] - a[1]);
      next.push(
        [
          (a[0] + b[0]) / 2 + r.f(-0.08, 0.08) * len,
          (a[1] + b[1]) / 2 + r.f(-0.5, 0.5) * rough * len,
        ],
        b,
      );
    }
    pts = next;
  }
  return pts;
}

/**
 * Rugged mountain range from coarse key points [[x, y], ...]: a fractal skyline with a
 * shaded facet on the right-hand face of each main peak.
 */
function ridge(S, keys, { base, fill, shade, rough = 0.22, levels = 4, win = 5, light } = {}) {
  const r = S.r;
  const pts = ridgePts(r, keys, rough, levels);
  const first = pts[0];
  const last = pts[pts.length - 1];
  S.add(`<path d="${poly([[first[0], base], ...pts, [last[0], base]])}" fill="${fill}"/>`);
  const isMax = (i) => {
    for (let k = Math.max(0, i - win); k <= Math.min(pts.length - 1, i + win); k++)
      if (k !== i && pts[k][1] < pts[i][1]) return false;
    return true;
  };
  const isMin = (i) => {
    for (let k = Math.max(0, i - 2); k <= Math.min(pts.length - 1, i + 2); k++)
      if (k !== i && pts[k][1] > pts[i][1]) return false;
    return true;
  };
  let d = "";
  let ld = "";
  for (let i = 1; i < pts.length - 1; i++) {
    if (!isMax(i)) continue;
    let j = i + 1;
    while (j < pts.length - 1 && !isMin(j)) j++;
    const p = pts[i];
    const q = pts[j];
    const b1 = [q[0] + (base - q[1]) * 0.25, base];
    const b2 = [p[0] + (base - p[1]) * r.f(0.05, 0.3), base];
    const zig = [0.66, 0.33].map((t) => [
      b2[0] + (p[0] - b2[0]) * (1 - t) + r.f(-0.08, 0.08) * (base - p[1]),
      p[1] + (base - p[1]) * t,
    ]);
    d += poly([...pts.slice(i, j + 1), b1, b2, ...zig.reverse()]);
    if (light) {
      const hgt = base - p[1];
      ld += poly([
        [p[0] - 2, p[1] + 3],
        [p[0] - hgt * r.f(0.25, 0.4), p[1] + hgt * 0.45],
        [p[0] - hgt * 0.12, p[1] + hgt * 0.35],
      ]);
    }
  }
  if (d) S.add(`<path d="${d}" fill="${shade}"/>`);
  if (ld) S.add(`<path d="${ld}" fill="${light}" opacity=".35"/>`);
  return pts;
}

/** Sea band from horizon to bottom (or to `bottom`). */
function sea(S, P, y, { x0 = 0, x1 = W, bottom = H, glint = null, colors } = {}) {
  const c = colors ?? P.sea;
  S.add(
    `<rect x="${x0}" y="${y}" width="${x1 - x0}" height="${bottom - y}" fill="${S.lin([
      [0, lighten(mix(c[0], P.haze, 0.35), 0.1)],
      [0.25, c[0]],
      [1, c[1]],
    ])}"/>`,
  );
  S.add(
    `<path d="M${x0} ${y + 0.5}H${x1}" stroke="${lighten(P.haze, 0.4)}" stroke-width="1.5" opacity=".7"/>`,
  );
  if (glint) {
    const r = S.r;
    let d = "";
    for (let i = 0; i < glint.k; i++) {
      const yy = y + 6 + (i * (glint.h ?? 90)) / glint.k + r.f(-2, 2);
      const len = 16 + ((yy - y) / 90) * 60 * r.f(0.5, 1.2);
      const xx = glint.x + r.f(-1, 1) * (20 + (yy - y) * 0.8);
      d += `M${n(xx - len / 2)} ${n(yy)}h${n(len)}`;
    }
    S.add(
      `<path d="${d}" stroke="${P.sun}" stroke-width="2.2" stroke-linecap="round" opacity=".7"/>`,
    );
  }
}

/** Wavelets: short light strokes scattered over a water area. */
function ripples(S, color, { x0, x1, y0, y1, k = 14, op = 0.45 }) {
  const r = S.r;
  let d = "";
  for (let i = 0; i < k; i++) {
    const y = r.f(y0, y1);
    const x = r.f(x0, x1);
    const len = 8 + ((y - y0) / Math.max(1, y1 - y0)) * 26;
    d += `M${n(x)} ${n(y)}h${n(len)}`;
  }
  S.add(
    `<path d="${d}" stroke="${color}" stroke-width="2" stroke-linecap="round" opacity="${op}"/>`,
  );
}

/**
 * Patchwork of fields on a hill whose top follows fn: rows of fields separated by
 * hedgerows (or dry-stone walls), clipped to the hill.
 */
function patchwork(S, P, fn, o = {}) {
  const r = S.r;
  const {
    rows = 4,
    h0 = 16,
    grow = 1.5,
    wmin = 70,
    wmax = 170,
    colors = P.greens,
    hedge = P.hedge,
    hedgeW = 2.2,
    x0 = -20,
    x1 = W + 20,
    trees = 10,
    treeR = 3.5,
    walls = false,
    base = colors[0],
    bottom = H + 10,
    vx = 800,
  } = o;
  const d = areaD(fn, { x0, x1, bottom });
  const { clip, use: useHill } = S.clipFrom(d);
  S.add(useHill(`fill="${base}"`));
  // row boundaries: wavy offsets of the skyline, growing with perspective
  const bounds = [fn];
  const offs = [0];
  let off = 0;
  let h = h0;
  for (let k = 1; k <= rows; k++) {
    off += h;
    const o2 = off;
    const hh = h;
    const tilt = r.f(-0.35, 0.35) * hh;
    const ph = r.f(0, 6.28);
    const ph2 = r.f(0, 6.28);
    const lam = r.f(120, 260);
    bounds.push(
      (x) =>
        fn(x) +
        o2 +
        (tilt * (x - 800)) / 800 +
        hh * 0.2 * Math.sin(x / lam + ph) +
        hh * 0.1 * Math.sin(x / 53 + ph2),
    );
    offs.push(off);
    h *= grow;
  }
  const cells = new Map();
  const divs = [];
  for (let k = 0; k < rows; k++) {
    const top = bounds[k];
    const bot = bounds[k + 1];
    const rowH = offs[k + 1] - offs[k];
    const spread = rowH / 450;
    const bx = (q, sl) => q + (q - vx) * spread + sl * rowH;
    let xa = x0 - r.f(0, wmax);
    let sla = r.f(-0.6, 0.6);
    let prev = null;
    let dd = new PathBuilder();
    while (xa < x1) {
      const w = r.f(wmin, wmax) * (1 + k * 0.5);
      const xb = xa + w;
      const slb = r.f(-0.6, 0.6);
      const cell = [[xa, top(xa)]];
      if (w > 110) cell.push([(xa + xb) / 2, top((xa + xb) / 2)]);
      cell.push([xb, top(xb)], [bx(xb, slb), bot(bx(xb, slb))]);
      if (w > 110) {
        const m = (bx(xa, sla) + bx(xb, slb)) / 2;
        cell.push([m, bot(m)]);
      }
      cell.push([bx(xa, sla), bot(bx(xa, sla))]);
      let c = r.pick(colors);
      if (c === prev) c = r.pick(colors);
      prev = c;
      cells.set(c, (cells.get(c) ?? "") + poly(cell));
      dd.M(xb, top(xb)).L(bx(xb, slb), bot(bx(xb, slb)));
      xa = xb;
      sla = slb;
    }
    divs.push(dd.toString());
  }
  let body = "";
  for (const [c, dd] of cells) body += `<path d="${dd}" fill="${c}"/>`;
  const lineAttrs = (w) =>
    walls
      ? `stroke="${hedge}" stroke-width="${n1(w)}" stroke-dasharray="${n1(w * 0.9)} ${n1(w * 0.5)}" stroke-linecap="round"`
      : `stroke="${hedge}" stroke-width="${n1(w)}" stroke-linecap="round" stroke-linejoin="round"`;
  const under = (dd, w) =>
    walls
      ? `<path d="${dd}" fill="none" stroke="${darken(hedge, 0.4)}" stroke-width="${n1(w * 1.5)}" opacity=".45"/>`
      : "";
  for (let k = 1; k <= rows; k++) {
    const pts = [];
    for (let x = x0; x <= x1 + 40; x += 40) pts.push([x, bounds[k](x)]);
    const w = hedgeW * (1 + (k - 1) * 0.5);
    const sd = poly(pts, false);
    body += under(sd, w) + `<path d="${sd}" fill="none" ${lineAttrs(w)}/>`;
  }
  divs.forEach((dd, k) => {
    const w = hedgeW * (0.8 + k * 0.45);
    body += under(dd, w) + `<path d="${dd}" ${lineAttrs(w)}/>`;
  });
  if (trees) {
    const pb = new PathBuilder();
    for (let i = 0; i < trees; i++) {
      const k = r.i(1, rows);
      const x = r.f(x0, x1);
      const y = bounds[k](x);
      const rr = Math.max(2, Math.round(treeR * (1 + (k - 1) * 0.5) * r.f(0.8, 1.3)));
      pb.M(x - rr, y + rr * 0.3);
      pb.d += `a${rr} ${rr} 0 1 1 ${rr * 2} 0z`;
      pb.last = "z";
    }
    body += `<path d="${pb}" fill="${o.treeColor ?? darken(hedge, 0.1)}"/>`;
  }
  S.add(`<g clip-path="${clip}">${body}</g>`);
  return { bounds, offs };
}

/** Register the standard tree symbols for a palette. */
function treeSyms(S, P) {
  const [c1, c2] = P.tree;
  S.sym(
    "tr",
    `<path d="M-1.5 0v-12h3V0z" fill="#6b4f35"/><circle cy="-20" r="11" fill="${c1}"/><path d="M0-31a11 11 0 0 1 0 22z" fill="${c2}"/>`,
  );
  S.sym(
    "tc",
    `<path d="M-1.5 0v-6h3V0z" fill="#5d4631"/><path d="M0-40L10-6H-10z" fill="${c1}"/><path d="M0-40L10-6H0z" fill="${c2}"/>`,
  );
}
function trees(S, list, id = "tr") {
  return list.map(([x, y, s]) => use(id, x, y, s)).join("");
}

// ---------------------------------------------------------------------------
// Landmarks and figures (drawn in local coordinates, base at 0,0)
// ---------------------------------------------------------------------------

function lighthouse(
  S,
  x,
  y,
  s,
  { bands = null, cap = "#c23b32", beam = true, body = "#f7f4ee" } = {},
) {
  let g = "";
  if (beam) g += `<path d="M0-103L-190-128V-78zM0-103L150-124V-84z" fill="#fff6d0" opacity=".22"/>`;
  g += `<path d="M13 0v-20h30V0z" fill="${body}"/><path d="M10-20l18-11 18 11z" fill="#56606d"/><path d="M32-12h6v-5h-6z" fill="#3d4a57"/>`;
  g += `<path d="M-12 0L-8-92H8L12 0z" fill="${body}"/><path d="M0-92H8L12 0H0z" fill="#000" opacity=".1"/>`;
  if (bands)
    g += `<path d="M-10.4-36h20.8l-.4-14H-10zM-9.3-62h18.6l-.4-14H-8.9z" fill="${bands}"/>`;
  g += `<path d="M-12-96h24v4h-24z" fill="#333a42"/><path d="M-6-110h12v14H-6z" fill="#ffe9a3"/><path d="M-8-110L0-119L8-110z" fill="${cap}"/><path d="M-2-42h4v7h-4z" fill="#3a4450"/>`;
  S.add(at(x, y, s, g));
}

function roundTower(S, x, y, s, { stone = "#cfc6b4", shade = "#a89e8c", cap = "#8f8677" } = {}) {
  S.add(
    at(
      x,
      y,
      s,
      `<path d="M-9 0L-7-118H7L9 0z" fill="${stone}"/><path d="M0-118H7L9 0H0z" fill="${shade}"/><path d="M-8-118L0-146L8-118z" fill="${cap}"/><path d="M0-146L8-118H0z" fill="#000" opacity=".15"/><path d="M-2-58h4v-9h-4zM-1.5-104h3v-6h-3z" fill="#3a3632"/>`,
    ),
  );
}

function cottage(
  S,
  x,
  y,
  s,
  { roof = "thatch", door = "#c0392b", wall = "#f8f5ee", mirror = false } = {},
) {
  let g = `<path d="M-45 0v-34h90V0z" fill="${wall}"/><path d="M30 0v-34h15V0z" fill="#000" opacity=".07"/>`;
  g += `<path d="M-6 0v-22h12V0z" fill="${door}"/><path d="M-32-12h14v-11h-14zM18-12h14v-11H18z" fill="#46596b"/><path d="M-25-12v-11M25-12v-11" stroke="${wall}" stroke-width="1.5"/>`;
  if (roof === "thatch") {
    g += `<path d="M-38-62h8v-10h-8zM30-62h8v-10h-8z" fill="${wall}"/><path d="M-52-30c2-12 12-28 22-32h60c10 4 20 20 22 32c-30 4-74 4-104 0z" fill="#c99a52"/><path d="M-52-30c30 4 74 4 104 0l-2-5c-30 4-70 4-100 0z" fill="#a47a3c"/>`;
  } else {
    g += `<path d="M-38-58h7v-12h-7zM31-58h7v-12h-7z" fill="#8f8a83"/><path d="M-50-32L-36-58H36L50-32z" fill="${roof}"/><path d="M-50-32H50l-2-4H-48z" fill="#000" opacity=".2"/>`;
  }
  S.add(at(x, y, mirror ? -s : s, g));
}

/** Farm animals: register symbols, return markup for a herd. */
function animalSyms(S) {
  S.sym(
    "sh",
    `<path d="M-7-2v5M5-2v5" stroke="#3a3533" stroke-width="2.2" stroke-linecap="round"/><ellipse cx="0" cy="-7" rx="11" ry="7.5" fill="#f6f2e8"/><ellipse cx="-2" cy="-10" rx="7" ry="3.5" fill="#fff"/><ellipse cx="11" cy="-9" rx="4" ry="3.4" fill="#36302d"/>`,
  );
  S.sym(
    "cw",
    `<path d="M-15-8v8M-9-8v8M9-8v8M14-8v8" stroke="#2a2725" stroke-width="3" stroke-linecap="round"/><path d="M-18-25h32c4 0 7 3 7 7v8c0 2-2 4-4 4h-35c-3 0-5-2-5-5v-9c0-3 2-5 5-5z" fill="#2b2826"/><path d="M-10-25c4 6 12 6 14 0zM-16-14c4 4 10 4 10 8h-10c-3 0-4-3 0-8z" fill="#f4f1ea"/><path d="M20-26l9-2 4 10c0 3-3 4-6 3l-7-3z" fill="#2b2826"/><path d="M27-16l6-2c1 2 0 4-2 4z" fill="#f0c9bd"/><path d="M-20-22c-3 2-4 8-3 12" stroke="#2b2826" stroke-width="1.5" fill="none"/>`,
  );
  S.sym(
    "cb",
    `<path d="M-15-8v8M-9-8v8M9-8v8M14-8v8" stroke="#4a2d1c" stroke-width="3" stroke-linecap="round"/><path d="M-18-25h32c4 0 7 3 7 7v8c0 2-2 4-4 4h-35c-3 0-5-2-5-5v-9c0-3 2-5 5-5z" fill="#8a4b2a"/><path d="M20-26l9-2 4 10c0 3-3 4-6 3l-7-3z" fill="#f4efe6"/><path d="M-20-22c-3 2-4 8-3 12" stroke="#8a4b2a" stroke-width="1.5" fill="none"/>`,
  );
  S.sym(
    "hs",
    `<path d="M-19-19L-22 0M-13-18L-11 0M11-19L9 0M17-19L20 0" stroke="currentColor" stroke-width="3.4" stroke-linecap="round"/><path d="M-24-32C-14-36 8-34 16-32L27-47L31-50L32-46L38-40L36-36L28-38L21-25L19-18C8-15-10-15-22-18C-26-22-27-28-24-32Z" fill="currentColor"/><path d="M-24-31C-31-26-32-17-31-11" stroke="currentColor" stroke-width="3.5" fill="none" stroke-linecap="round"/><path d="M16-33L27-47" stroke="#000" stroke-width="2.5" opacity=".3"/>`,
  );
}

function boat(S, x, y, s, { hull = "#c0392b", sail = false, cabin = "#f4f1ea" } = {}) {
  let g = `<path d="M-24-8h48l-7 9h-34z" fill="${hull}"/><path d="M-24-8h48l-1 2h-46z" fill="#fff" opacity=".4"/>`;
  if (sail)
    g += `<path d="M0-10V-56L20-10z" fill="#fbf8f0"/><path d="M-2-12V-50L-17-12z" fill="#efe9dc"/><path d="M0-8V-58" stroke="#5b5b5b" stroke-width="1.2"/>`;
  else
    g += `<path d="M2-8v-11h12v11z" fill="${cabin}"/><path d="M-12-8V-30" stroke="#5b5b5b" stroke-width="1.5"/>`;
  S.add(at(x, y, s, g));
}

/** Foreground: a broad calm slope with a soft gradient. */
function foreground(S, P, fn, { colors } = {}) {
  const c = colors ?? P.fg;
  hill(
    S,
    fn,
    S.lin([
      [0, c[0]],
      [1, c[1]],
    ]),
  );
}

/** Grass tufts along a profile between x0..x1. */
function tufts(S, fn, color, x0, x1, k = 10) {
  const r = S.r;
  let d = "";
  for (let i = 0; i < k; i++) {
    const x = r.f(x0, x1);
    const y = fn(x) + r.f(4, 30);
    const h = r.f(8, 16);
    d += `M${n(x - 5)} ${n(y)}q2 ${n(-h * 0.6)} -2 ${n(-h)}M${n(x)} ${n(y)}q0 ${n(-h)} 2 ${n(-h * 1.2)}M${n(x + 5)} ${n(y)}q-1 ${n(-h * 0.6)} 3 ${n(-h * 0.9)}`;
  }
  S.add(
    `<path d="${d}" fill="none" stroke="${color}" stroke-width="2" stroke-linecap="round" opacity=".8"/>`,
  );
}

/** River: centre-line points [x, y, width] from far to near; edges offset along the normal. */
function river(S, color, pts, { bank } = {}) {
  const L = [];
  const R = [];
  pts.forEach((p, i) => {
    const a = pts[Math.max(0, i - 1)];
    const b = pts[Math.min(pts.length - 1, i + 1)];
    const tx = b[0] - a[0];
    const ty = b[1] - a[1];
    const len = Math.hypot(tx, ty) || 1;
    const nx = -ty / len;
    const ny = tx / len;
    L.push([p[0] + (nx * p[2]) / 2, p[1] + (ny * p[2]) / 2]);
    R.push([p[0] - (nx * p[2]) / 2, p[1] - (ny * p[2]) / 2]);
  });
  const pb = new PathBuilder().M(L[0][0], L[0][1]);
  splineTo(pb, L);
  const Rr = R.reverse();
  pb.L(Rr[0][0], Rr[0][1]);
  splineTo(pb, Rr).Z();
  S.add(`<path d="${pb}" fill="${color}"${bank ? ` stroke="${bank}" stroke-width="3"` : ""}/>`);
  return pb.toString();
}

/**
 * Coastal headland: land (plain or patchwork) ending in a cliff face at x = xe.
 * dir = 1: land on the left, face at the right end; dir = -1: the mirror image.
 */
function headland(S, P, o) {
  const r = S.r;
  const {
    fn,
    xe,
    sea: seaY,
    dir = 1,
    faceW = 140,
    cap = 7,
    face,
    faceLow = null,
    split = 0.55,
    grass = P.greens[1],
    fields = null,
    lines = "v",
    lineColor = darken(face, 0.25),
    foam = true,
  } = o;
  const x0 = dir > 0 ? (o.x0 ?? -20) : xe;
  const x1 = dir > 0 ? xe : (o.x1 ?? W + 20);
  if (fields) patchwork(S, P, fn, { ...fields, x0, x1, bottom: seaY });
  else S.add(`<path d="${areaD(fn, { x0, x1, bottom: seaY, step: 40 })}" fill="${grass}"/>`);
  const xf = xe - dir * faceW;
  const top = [];
  for (let i = 0; i <= 6; i++) {
    const x = xf + ((xe - xf) * i) / 6;
    top.push([x, fn(x) + cap]);
  }
  const edge = [];
  const ht = seaY - fn(xe);
  for (const t of [0.3, 0.6]) edge.push([xe + dir * r.f(-3, 6), fn(xe) + cap + ht * t]);
  const foot = xf - dir * faceW * 0.45;
  const facePts = [...top, ...edge, [xe + dir * 8, seaY], [foot, seaY]];
  const fill = faceLow
    ? S.lin([
        [0, face],
        [split, face],
        [split, faceLow],
        [1, faceLow],
      ])
    : face;
  S.add(`<path d="${poly(facePts)}" fill="${fill}"/>`);
  // rock texture: vertical joints (basalt) or horizontal bedding (shale / sandstone)
  const pb = new PathBuilder();
  if (lines === "v") {
    for (let i = 0; i < 9; i++) {
      const t = r.f(0.08, 0.95);
      const x = xf + (xe - xf) * t;
      const y0 = fn(x) + cap + 3;
      pb.M(x, y0).L(x + dir * r.f(-3, 3), y0 + (seaY - y0) * r.f(0.3, 0.8));
    }
  } else if (lines === "h") {
    const yt = fn(xe) + cap;
    for (let y = yt + 10; y < seaY - 4; y += r.f(8, 14)) {
      const t = (y - fn(xf)) / Math.max(1, seaY - fn(xf));
      const xl = t < 0 ? xe - dir * 10 : xf + (foot - xf) * t;
      pb.M(xl + dir * 6, y).L(xe + dir * r.f(-4, 0), y + r.f(-2, 2));
    }
  }
  if (pb.d) S.add(`<path d="${pb}" stroke="${lineColor}" stroke-width="2" opacity=".55"/>`);
  if (foam)
    S.add(
      `<path d="M${n(foot)} ${seaY}H${n(xe + dir * 14)}" stroke="#fff" stroke-width="3" opacity=".7" stroke-linecap="round"/>`,
    );
}

/** Giant's Causeway: stepped hexagonal basalt columns. */
function causeway(S, { x0, x1, y0, rows = 5, col = 34, rowStep = 26, height }) {
  const r = S.r;
  const w = col;
  const h = w * 0.22;
  const top = `M${-w / 2} 0L${-w / 4} ${-h}H${w / 4}L${w / 2} 0L${w / 4} ${h}H${-w / 4}z`;
  const face = (a, b, c) =>
    `<path d="M${-w / 2} 0L${-w / 4} ${n1(h)}V260H${-w / 2}z" fill="${a}"/><path d="M${-w / 4} ${n1(h)}H${w / 4}V260H${-w / 4}z" fill="${b}"/><path d="M${w / 4} ${n1(h)}L${w / 2} 0V260H${w / 4}z" fill="${c}"/>`;
  S.sym("bc", face("#4a4e57", "#3b3e46", "#2c2f36") + `<path d="${top}" fill="#767b84"/>`);
  S.sym("bd", face("#535761", "#42464e", "#32353c") + `<path d="${top}" fill="#858a92"/>`);
  let out = "";
  for (let k = 0; k < rows; k++) {
    const yb = y0 + k * rowStep;
    for (let x = x0 + (rows - 1 - k) * w * 1.2 + ((k % 2) * w) / 2; x < x1; x += w) {
      const hh = height(x, k);
      if (hh < -40) continue;
      out += use(r.chance(0.5) ? "bc" : "bd", x, yb - Math.round(hh / 8) * 8);
    }
  }
  S.add(out);
}

function ruin(S, x, y, s, { stone = "#b9b2a4", shade = "#968e80", dark = "#4b4741" } = {}) {
  S.add(
    at(
      x,
      y,
      s,
      `<path d="M-46 0v-34l4-3v-12h6v5h6v-9l5-4v-10h6v6h5v-8h6v14h5v-6l4 4v9h8v-7h6v12l3 3v40z" fill="${stone}"/><path d="M14 0v-43h5v-6l4 4v9h8v-7h6v12l3 3v40z" fill="${shade}"/><path d="M-20-30h5v-10h-5zM-2-44h4v-8h-4zM22-24h4v-9h-4zM-36-16h5v-8h-5z" fill="${dark}"/>`,
    ),
  );
}

function dolmen(S, x, y, s, { stone = "#9c9a92", shade = "#75736c" } = {}) {
  S.add(
    at(
      x,
      y,
      s,
      `<ellipse cx="0" cy="2" rx="80" ry="7" fill="#000" opacity=".12"/><path d="M-52 0l5-40h15l5 40zM26 0l4-48h16l7 48zM-8 0l3-30h12l2 30z" fill="${shade}"/><path d="M-52 0l5-40h7l-3 40zM26 0l4-48h7l-2 48z" fill="${stone}"/><path d="M-76-34c4-18 70-40 140-30c14 2 20 12 10 20c-30 4-80 10-140 20c-10 0-14-4-10-10z" fill="${stone}"/><path d="M-76-30c60-10 110-16 150-18c-2 4-6 4-10 4c-30 4-80 10-130 20c-10 0-12-2-10-6z" fill="${shade}"/>`,
    ),
  );
}

/** A row of colourful terraced houses climbing a slope (grouped by colour for compactness). */
function terrace(S, pts, { colors, roof = "#4f5661", win = "#f6f3ea", w = 22 } = {}) {
  const r = S.r;
  const byColor = new Map();
  const roofs = new PathBuilder();
  const wins = new PathBuilder();
  for (const [x, y] of pts) {
    const h = r.i(22, 30);
    const c = r.pick(colors);
    const pb = byColor.get(c) ?? new PathBuilder();
    pb.M(x, y)
      .L(x + w, y)
      .L(x + w, y - h)
      .L(x, y - h)
      .Z();
    byColor.set(c, pb);
    roofs
      .M(x - 1, y - h)
      .L(x + w + 1, y - h)
      .L(x + w - 3, y - h - 7)
      .L(x + 3, y - h - 7)
      .Z();
    for (const wx of [x + 4, x + w - 9]) {
      wins
        .M(wx, y - h + 6)
        .L(wx + 5, y - h + 6)
        .L(wx + 5, y - h + 12)
        .L(wx, y - h + 12)
        .Z();
      if (h > 25)
        wins
          .M(wx, y - h + 16)
          .L(wx + 5, y - h + 16)
          .L(wx + 5, y - h + 22)
          .L(wx, y - h + 22)
          .Z();
    }
  }
  let out = "";
  for (const [c, pb] of byColor) out += `<path d="${pb}" fill="${c}"/>`;
  S.add(
    out,
    `<path d="${roofs}" fill="${roof}"/>`,
    `<path d="${wins}" fill="${win}" opacity=".85"/>`,
  );
}

/** Many small dots: zero-length round-capped strokes, grouped by size (far smaller than <circle>s). */
function dots(S, list, color, extra = "") {
  const groups = new Map();
  for (const [x, y, rad] of list) {
    const d = Math.max(1, Math.round(rad * 2));
    groups.set(d, (groups.get(d) ?? "") + `M${n(x)} ${n(y)}h0`);
  }
  let out = "";
  for (const [d, p] of groups)
    out += `<path d="${p}" stroke="${color}" stroke-width="${d}" stroke-linecap="round"${extra}/>`;
  S.add(out);
}

/** Round bales of hay (or wrapped silage). */
function bales(S, list, { color = "#d9b45c", rim = "#b48d3e" } = {}) {
  let out = "";
  for (const [x, y, s] of list) {
    const rr = 10 * s;
    out += `<ellipse cx="${n(x + 2 * s)}" cy="${n(y)}" rx="${n1(rr * 1.3)}" ry="${n1(rr * 0.3)}" fill="#000" opacity=".12"/><circle cx="${n(x)}" cy="${n(y - rr)}" r="${n1(rr)}" fill="${color}"/><circle cx="${n(x)}" cy="${n(y - rr)}" r="${n1(rr * 0.55)}" fill="none" stroke="${rim}" stroke-width="${n1(1.5 * s)}"/>`;
  }
  S.add(out);
}

// ---------------------------------------------------------------------------
// County scenes
// ---------------------------------------------------------------------------

const SCENES = {};

/** Land that falls away below the horizon after x = from (for coasts on the right). */
const dropRight =
  (from, k = 0.02, p = 1.5) =>
  (x, v) =>
    v + Math.max(0, x - from) ** p * k;
const dropLeft =
  (to, k = 0.02, p = 1.5) =>
  (x, v) =>
    v + Math.max(0, to - x) ** p * k;

SCENES.kerry = (S, P) => {
  const r = S.r;
  treeSyms(S, P);
  animalSyms(S);
  sky(S, P, {
    sun: [1330, 118],
    clouds: [
      [230, 95, 1],
      [640, 60, 0.75],
      [1010, 150, 0.7],
    ],
    birds: { x: 980, y: 92, k: 3 },
  });
  sea(S, P, 316, { x0: 600, glint: { x: 1330, k: 9, h: 120 } });
  // Skellig Michael and Little Skellig on the horizon
  const sk = mix(P.mtn[1], P.haze, 0.35);
  S.add(
    `<path d="M1370 318L1384 290L1390 294L1402 258L1409 266L1416 252L1430 296L1442 318Z" fill="${sk}"/><path d="M1402 258L1409 266L1416 252L1430 296L1442 318H1412Z" fill="${darken(sk, 0.12)}"/><path d="M1478 318l9-20 5 3 5-8 9 25z" fill="${sk}"/>`,
  );
  // MacGillycuddy's Reeks, far then near
  ridge(
    S,
    [
      [-20, 210],
      [150, 150],
      [300, 120],
      [420, 78],
      [560, 130],
      [700, 110],
      [880, 190],
      [1060, 300],
      [1120, 350],
    ],
    {
      base: 360,
      fill: mix(P.mtn[0], P.haze, 0.15),
      shade: mix(darken(P.mtn[0], 0.16), P.haze, 0.1),
      win: 3,
    },
  );
  ridge(
    S,
    [
      [-20, 250],
      [180, 205],
      [380, 245],
      [560, 215],
      [760, 280],
      [900, 340],
    ],
    { base: 380, fill: P.mtn[1], shade: darken(P.mtn[1], 0.15), rough: 0.18 },
  );
  const mid = wave(r, { y: 322, amp: 10, mod: dropRight(1020, 0.018) });
  patchwork(S, P, mid, { rows: 4, h0: 15, trees: 14 });
  // surf line where the fields meet the sea
  let surf = "";
  for (let x = 1060; x < 1620; x += 40) surf += `${x === 1060 ? "M" : "L"}${n(x)} ${n(mid(x) + 2)}`;
  S.add(`<path d="${surf}" fill="none" stroke="#fff" stroke-width="3" opacity=".6"/>`);
  S.add(
    use("sh", 760, mid(760) + 40, 0.8),
    use("sh", 800, mid(800) + 46, -0.8),
    use("sh", 880, mid(880) + 38, 0.7),
  );
  const fg = wave(r, { y: 455, amp: 14, tilt: 70 });
  foreground(S, P, fg);
  S.add(
    trees(S, [
      [1380, fg(1380) + 8, 1.8],
      [1420, fg(1420) + 14, 1.4],
    ]),
  );
  S.add(use("sh", 1210, fg(1210) + 40, -1.3), use("sh", 1268, fg(1268) + 52, 1.2));
  tufts(S, fg, darken(P.fg[0], 0.25), 1000, 1600, 8);
};

SCENES.armagh = (S, P) => {
  const r = S.r;
  sky(S, P, { sun: [1230, 135], clouds: 3, birds: { x: 420, y: 115, k: 3 } });
  // Slieve Gullion on the horizon
  mountains(S, [[1160, 196, 300, 330, 0.3, 0.6]], {
    base: 320,
    fill: mix(P.mtn[0], P.haze, 0.35),
    shade: mix(darken(P.mtn[0], 0.1), P.haze, 0.3),
  });
  const far = wave(r, { y: 272, amp: 16 });
  hill(S, far, mix(P.greens[2], P.haze, 0.4));
  // far orchards as a dotted texture
  const pat = S.uid("t");
  S.def(
    `<pattern id="${pat}" width="26" height="14" patternUnits="userSpaceOnUse"><circle cx="6" cy="5" r="4.2" fill="${mix("#f2bccb", P.haze, 0.3)}"/><circle cx="19" cy="12" r="4.2" fill="${mix("#e9c7d0", P.haze, 0.3)}"/></pattern>`,
  );
  hill(S, (x) => far(x) + 10, `url(#${pat})`);
  const mid = wave(r, { y: 318, amp: 18 });
  patchwork(S, P, mid, { rows: 3, h0: 20, trees: 8 });
  // blossom tree
  S.sym(
    "bt",
    `<ellipse rx="12" ry="3" fill="#000" opacity=".12"/><path d="M-2 0l1-16h2l1 16z" fill="#6d4b37"/><circle cx="-8" cy="-21" r="9" fill="#ee9fb6"/><circle cx="8" cy="-21" r="9" fill="#e98fa9"/><circle cy="-29" r="11" fill="#f6c2d1"/><circle cx="-4" cy="-33" r="2.2" fill="#fff"/><circle cx="5" cy="-27" r="1.8" fill="#fff"/><circle cx="-9" cy="-22" r="1.8" fill="#fff"/><circle cx="9" cy="-19" r="1.6" fill="#fde8ee"/>`,
  );
  const near = wave(r, { y: 392, amp: 14, tilt: -70 });
  hill(
    S,
    near,
    S.lin([
      [0, P.greens[1]],
      [1, P.greens[3]],
    ]),
  );
  let orch = "";
  for (let k = 0; k < 4; k++) {
    const s = 0.55 + k * 0.22;
    const gap = 44 * s;
    for (let x = 560 + k * 40 + r.f(0, 20); x < 1640; x += gap) {
      orch += use("bt", x, near(x) + 12 + k * 22 * (1 + k * 0.2), s);
    }
  }
  S.add(orch);
  const fg = wave(r, { y: 515, amp: 10, tilt: 30 });
  foreground(S, P, fg);
  S.add(use("bt", 1490, fg(1490) + 30, 2.5), use("bt", 1585, fg(1585) + 50, 2.1));
};

SCENES.meath = (S, P) => {
  const r = S.r;
  animalSyms(S);
  treeSyms(S, P);
  sky(S, P, { sun: [1360, 150], clouds: 4, birds: { x: 520, y: 130, k: 4 } });
  const far = wave(r, { y: 302, amp: 5 });
  patchwork(S, P, far, {
    rows: 3,
    h0: 6,
    hedgeW: 1.2,
    trees: 20,
    treeR: 2.2,
    colors: P.greens.map((c) => mix(c, P.haze, 0.35)),
    hedge: mix(P.hedge, P.haze, 0.3),
  });
  const mid = wave(r, { y: 332, amp: 8 });
  patchwork(S, P, mid, { rows: 4, h0: 12, colors: [...P.greens, P.gold], trees: 18 });
  // Newgrange on a gentle rise
  river(
    S,
    mix(P.sea[0], P.sky[1], 0.35),
    [
      [-20, 392, 12],
      [300, 386, 16],
      [700, 402, 22],
      [1000, 396, 26],
      [1300, 410, 30],
      [1640, 424, 36],
    ],
    { bank: darken(P.greens[3], 0.2) },
  );
  const near = wave(r, { y: 432, amp: 8, bumps: [{ x: 1160, h: 44, w: 280 }] });
  hill(
    S,
    near,
    S.lin([
      [0, P.greens[2]],
      [1, P.greens[1]],
    ]),
  );
  const gx = 1160;
  const gy = near(gx) + 22;
  let stones = "";
  for (let i = 0; i < 22; i++) {
    const t = (i + 0.5) / 22;
    const x = -135 + t * 270;
    stones += `<circle cx="${n(x)}" cy="${n(-5 - Math.sin(t * Math.PI) * 8 - r.f(0, 4))}" r="${n1(r.f(1.5, 2.6))}"/>`;
  }
  S.add(
    at(
      gx,
      gy,
      1.45,
      `<ellipse cx="0" cy="2" rx="160" ry="8" fill="#000" opacity=".1"/><path d="M-150 0C-140-70 140-70 150 0z" fill="${P.greens[0]}"/><path d="M-150 0C-140-50-60-64 0-64C-40-56-110-36-150 0z" fill="#fff" opacity=".15"/><path d="M-140 0C-128-18-60-22 0-22C60-22 128-18 140 0z" fill="#f1efe8"/><g fill="#8b8f94">${stones}</g><path d="M-140 0C-128-18-60-22 0-22C60-22 128-18 140 0" fill="none" stroke="${darken(P.greens[0], 0.2)}" stroke-width="2"/><path d="M-12-18h24v-3h-24z" fill="#6f7378"/><path d="M-7 0v-15h14V0z" fill="#2b2b2b"/><path d="M-150 0h300" stroke="#6f7378" stroke-width="4" stroke-dasharray="9 3"/>`,
    ),
  );
  S.add(
    use("cw", 840, near(840) + 52, 1.2),
    use("cw", 920, near(920) + 62, -1.2),
    use("cb", 980, near(980) + 50, 1.1),
  );
  S.add(
    trees(S, [
      [1420, near(1420) + 10, 1.5],
      [1460, near(1460) + 14, 1.2],
      [700, near(700) + 5, 1.2],
    ]),
  );
  const fg = wave(r, { y: 520, amp: 8, tilt: 20 });
  foreground(S, P, fg);
};

SCENES.galway = (S, P) => {
  const r = S.r;
  animalSyms(S);
  sky(S, P, {
    sun: [1180, 235],
    sunR: 34,
    clouds: [
      [260, 90, 1.1],
      [700, 140, 0.8],
      [1400, 80, 0.9],
    ],
  });
  sea(S, P, 310, { x0: 850, glint: { x: 1180, k: 8, h: 110 } });
  // The Twelve Bens
  const bens = [
    [90, 170, 160, 150, 0.05, 0.45],
    [260, 120, 150, 140, 0.04, 0.42],
    [420, 105, 140, 150, 0.04, 0.45],
    [580, 140, 150, 160, 0.05, 0.48],
    [760, 175, 170, 200, 0.1, 0.5],
  ];
  mountains(S, bens, {
    base: 345,
    fill: mix(P.mtn[0], P.haze, 0.1),
    shade: darken(P.mtn[0], 0.15),
  });
  mountains(
    S,
    [
      [170, 225, 220, 220, 0.2, 0.6],
      [500, 240, 230, 260, 0.25, 0.6],
    ],
    { base: 360, fill: P.mtn[1], shade: darken(P.mtn[1], 0.12) },
  );
  const mid = wave(r, { y: 330, amp: 10, mod: dropRight(1000, 0.02) });
  patchwork(S, P, mid, {
    rows: 4,
    h0: 16,
    walls: true,
    hedge: P.stone,
    hedgeW: 2.4,
    trees: 0,
    colors: [...P.greens, P.gold],
  });
  cottage(S, 1000, mid(1000) + 58, 0.8);
  S.add(use("sh", 880, mid(880) + 60, 0.7), use("sh", 920, mid(920) + 64, -0.7));
  const fg = wave(r, { y: 470, amp: 12, tilt: 60 });
  foreground(S, P, fg);
  // a dry-stone wall along the foreground rise
  let wd = "";
  for (let x = 820; x <= 1620; x += 40) wd += `${x === 820 ? "M" : "L"}${n(x)} ${n(fg(x) + 12)}`;
  S.add(
    `<path d="${wd}" fill="none" stroke="${darken(P.stone, 0.35)}" stroke-width="13" stroke-linejoin="round"/><path d="${wd}" fill="none" stroke="${P.stone}" stroke-width="10" stroke-dasharray="9 4" stroke-linecap="round" stroke-linejoin="round"/>`,
  );
  S.add(use("sh", 1350, fg(1350) + 52, 1.3));
};

SCENES.kildare = (S, P) => {
  const r = S.r;
  animalSyms(S);
  treeSyms(S, P);
  sky(S, P, { sun: [430, 150], clouds: 4 });
  // distant tree line with Kildare's round tower and cathedral
  const hz = wave(r, { y: 330, amp: 3 });
  let tl = "";
  for (let x = -10; x < 1620; x += r.f(8, 20)) {
    const rr = r.f(5, 11);
    tl += `M${n(x - rr)} ${n(hz(x) + 2)}a${n(rr)} ${n(rr)} 0 0 1 ${n(rr * 2)} 0z`;
  }
  const tc = mix(P.tree[0], P.haze, 0.45);
  S.add(`<path d="${tl}" fill="${tc}"/>`);
  roundTower(S, 300, hz(300) + 4, 0.55, {
    stone: mix("#c9c0ae", P.haze, 0.4),
    shade: mix("#a39987", P.haze, 0.4),
    cap: mix("#8d8475", P.haze, 0.4),
  });
  S.add(
    `<path d="M318 ${n(hz(330) + 2)}v-26l14-12 14 12v-10h12v10h38v26z" fill="${mix("#bfb6a4", P.haze, 0.45)}"/>`,
  );
  // the open Curragh plain
  const plain = wave(r, { y: 334, amp: 4 });
  hill(
    S,
    plain,
    S.lin([
      [0, mix(P.greens[3], P.haze, 0.3)],
      [0.5, P.greens[0]],
      [1, P.greens[1]],
    ]),
  );
  // gorse bushes
  S.sym(
    "gz",
    `<path d="M-18 0c-3-10 4-18 12-16c2-8 16-8 18 0c8-1 12 8 6 16z" fill="${darken(P.greens[3], 0.25)}"/><path d="M-12-6h2v2h-2zM-4-13h3v3h-3zM6-10h3v3H6zM12-5h2v2h-2zM0-5h3v3H0zM-9-12h2v2h-2zM5-16h2v2H5z" fill="#f2cf3a"/>`,
  );
  let gorse = "";
  for (let i = 0; i < 26; i++) {
    const y = r.f(350, 470);
    const x = r.f(-20, 1620);
    const s = 0.4 + ((y - 350) / 120) * 1.2;
    gorse += `<g transform="translate(${n(x)} ${n(y)}) scale(${n2(s)})"><use href="#gz"/></g>`;
  }
  S.add(gorse);
  // white post-and-rail gallops
  const rail = (x) => 378 + (x - 500) * 0.06 + Math.sin(x / 260) * 6;
  let rails = "";
  let posts = "";
  for (let x = 500; x <= 1620; x += 10) rails += `${x === 500 ? "M" : "L"}${n(x)} ${n(rail(x))}`;
  for (let x = 500; x <= 1620; x += 55)
    posts += `M${n(x)} ${n(rail(x) - 14)}v${n(16 + (x - 500) * 0.01)}`;
  S.add(
    `<path d="${rails}" fill="none" stroke="#fff" stroke-width="2.5" transform="translate(0 -12)"/><path d="${rails}" fill="none" stroke="#fff" stroke-width="2.5" transform="translate(0 -4)"/><path d="${posts}" stroke="#fff" stroke-width="3"/>`,
  );
  S.sym(
    "hg",
    `<path d="M-19-19L-32-9M-13-18L-21-3M11-19L24-9M17-19L32-15" stroke="currentColor" stroke-width="3.4" stroke-linecap="round"/><path d="M-24-32C-14-36 8-34 16-32L27-47L31-50L32-46L38-40L36-36L28-38L21-25L19-18C8-15-10-15-22-18C-26-22-27-28-24-32Z" fill="currentColor"/><path d="M-24-31C-33-30-38-24-40-20" stroke="currentColor" stroke-width="3.5" fill="none" stroke-linecap="round"/>`,
  );
  const horses = [
    [980, 440, 1.1, "#6b3d22", "hg"],
    [1080, 452, 1.2, "#2d2420", "hg"],
    [1190, 436, 1.0, "#a8612f", "hg"],
    [1400, 470, 1.5, "#5a3a26", "hs"],
    [1470, 476, -1.4, "#cfc7bb", "hs"],
  ];
  for (const [x, y, s, c, id] of horses) S.add(use(id, x, y, s, ` color="${c}"`));
  const fg = wave(r, { y: 520, amp: 8, tilt: -20 });
  foreground(S, P, fg);
};

SCENES.wexford = (S, P) => {
  const r = S.r;
  treeSyms(S, P);
  sky(S, P, { sun: [1180, 110], clouds: 3 });
  sea(S, P, 300, { glint: { x: 1180, k: 9, h: 130 } });
  // Hook Head, far off, with its banded lighthouse
  const hook = mix(P.greens[0], P.haze, 0.5);
  S.add(`<path d="M1250 302C1300 290 1340 286 1400 286H1620V302z" fill="${hook}"/>`);
  lighthouse(S, 1480, 289, 0.3, { bands: "#2b2b2b", cap: "#2b2b2b", beam: false });
  // beach and dunes
  const sand = wave(r, { y: 330, amp: 8, mod: dropRight(1050, 0.012) });
  hill(S, sand, P.sand);
  let foam = "";
  for (let x = 1080; x <= 1620; x += 30)
    foam += `${x === 1080 ? "M" : "L"}${n(x)} ${n(sand(x) + 3)}`;
  S.add(`<path d="${foam}" fill="none" stroke="#fff" stroke-width="3" opacity=".8"/>`);
  const land = wave(r, { y: 316, amp: 10, mod: dropRight(820, 0.02) });
  patchwork(S, P, land, { rows: 4, h0: 14, colors: [...P.greens, P.gold, P.gold], trees: 14 });
  // strawberry field
  const fieldTop = 420;
  const fieldD = `M640 ${fieldTop}C900 ${fieldTop - 8} 1300 ${fieldTop - 12} 1620 ${fieldTop - 6}V610H560z`;
  const { clip, use: useField } = S.clipFrom(fieldD);
  S.add(useField(`fill="#c9a66b"`));
  const vp = [1120, 250];
  let rowsD = "";
  const berries = [];
  for (let bx = 200; bx < 2200; bx += 78) {
    const tTop = (fieldTop - 14 - vp[1]) / (610 - vp[1]);
    const tx = vp[0] + (bx - vp[0]) * tTop;
    rowsD += `M${n(tx - 3)} ${fieldTop - 14}L${n(tx + 3)} ${fieldTop - 14}L${n(bx + 22)} 610L${n(bx - 22)} 610z`;
    for (let i = 0; i < 6; i++) {
      const t = 0.3 + i * 0.13 + r.f(-0.03, 0.03);
      const y = fieldTop + (610 - fieldTop) * t;
      const tt = (y - vp[1]) / (610 - vp[1]);
      const x = vp[0] + (bx - vp[0]) * tt + r.f(-1, 1) * 14 * tt;
      berries.push([x, y, 2 + tt * 5]);
    }
  }
  S.add(`<g clip-path="${clip}"><path d="${rowsD}" fill="#3f8a3c"/>`);
  dots(S, berries, "#e0283a");
  S.add(`</g>`);
  foreground(
    S,
    P,
    wave(r, { y: 470, amp: 8, mod: (x, v) => v + Math.max(0, x - 420) ** 2 * 0.004 }),
  );
};

SCENES.antrim = (S, P) => {
  const r = S.r;
  treeSyms(S, P);
  animalSyms(S);
  sky(S, P, {
    sun: [1290, 105],
    clouds: [
      [200, 80, 0.9],
      [640, 130, 0.7],
      [1500, 70, 0.8],
    ],
    birds: { x: 900, y: 150, k: 4 },
  });
  sea(S, P, 296, { glint: { x: 1290, k: 8, h: 100 } });
  // Rathlin and the Mull of Kintyre, faint on the horizon
  S.add(
    `<path d="M1060 297c40-8 90-10 150-6c20-6 60-6 80 4zM1330 297c60-12 200-16 290-12v12z" fill="${mix(P.mtn[0], P.haze, 0.55)}"/>`,
  );
  // the Glens: headlands of basalt over white chalk
  headland(S, P, {
    fn: wave(r, { y: 205, amp: 10, tilt: 50 }),
    xe: 560,
    sea: 306,
    face: mix(P.rock, P.haze, 0.45),
    faceLow: mix("#e9e4d6", P.haze, 0.4),
    grass: mix(P.greens[2], P.haze, 0.4),
    faceW: 120,
  });
  headland(S, P, {
    fn: wave(r, { y: 228, amp: 12, tilt: 60 }),
    xe: 930,
    sea: 338,
    face: P.rock,
    faceLow: "#e6e1d3",
    split: 0.6,
    faceW: 170,
    fields: { rows: 4, h0: 16, trees: 10 },
  });
  // the Causeway stepping down into the sea
  causeway(S, {
    x0: 1010,
    x1: 1660,
    y0: 452,
    rows: 6,
    col: 28,
    rowStep: 20,
    height: (x, k) => 80 - Math.abs(x - 1260 - k * 20) * 0.3 - k * 4 + r.f(-14, 14),
  });
  ripples(S, "#fff", { x0: 980, x1: 1600, y0: 345, y1: 420, k: 10, op: 0.5 });
  const fg = wave(r, {
    y: 455,
    amp: 12,
    tilt: 90,
    mod: (x, v) => v + Math.max(0, x - 800) ** 2 * 0.0016,
  });
  foreground(S, P, fg);
  S.add(use("sh", 520, fg(520) + 60, 1.2), use("sh", 590, fg(590) + 70, -1.1));
};

SCENES.carlow = (S, P) => {
  const r = S.r;
  treeSyms(S, P);
  sky(S, P, { sun: [380, 175], clouds: 3, birds: { x: 760, y: 120, k: 3 } });
  // Blackstairs Mountains and Mount Leinster
  ridge(
    S,
    [
      [560, 330],
      [760, 250],
      [900, 205],
      [1050, 150],
      [1180, 170],
      [1330, 215],
      [1480, 200],
      [1640, 260],
    ],
    {
      base: 340,
      fill: mix(P.mtn[0], P.haze, 0.25),
      shade: mix(darken(P.mtn[0], 0.14), P.haze, 0.2),
      rough: 0.15,
    },
  );
  const far = wave(r, { y: 300, amp: 14 });
  patchwork(S, P, far, {
    rows: 3,
    h0: 10,
    hedgeW: 1.4,
    trees: 10,
    treeR: 2.5,
    colors: [P.gold, ...P.greens.slice(0, 2)].map((c) => mix(c, P.haze, 0.35)),
    hedge: mix(P.hedge, P.haze, 0.35),
  });
  const mid = wave(r, { y: 345, amp: 12 });
  patchwork(S, P, mid, {
    rows: 4,
    h0: 16,
    colors: [P.gold, lighten(P.gold, 0.15), ...P.greens],
    trees: 16,
  });
  // the River Barrow winding towards us
  river(
    S,
    mix(P.sea[0], P.sky[1], 0.3),
    [
      [880, 352, 6],
      [980, 380, 14],
      [900, 430, 26],
      [1100, 500, 44],
      [1000, 620, 70],
    ],
    { bank: darken(P.greens[3], 0.2) },
  );
  S.add(
    trees(S, [
      [850, 420, 1.3],
      [1150, 470, 1.8],
      [1210, 480, 1.5],
      [1260, 492, 1.9],
    ]),
  );
  const fg = wave(r, { y: 500, amp: 10, tilt: 10, bumps: [{ x: 1420, h: 30, w: 200 }] });
  foreground(S, P, fg);
  dolmen(S, 1420, fg(1420) + 24, 1.5);
  tufts(S, fg, darken(P.fg[0], 0.2), 1250, 1600, 8);
};

SCENES.cavan = (S, P) => {
  const r = S.r;
  treeSyms(S, P);
  sky(S, P, { sun: [1150, 130], clouds: 4, birds: { x: 380, y: 130, k: 3 } });
  const bumpy = (y, k, hmin, hmax, wmin, wmax, x0 = -60, x1 = 1680) =>
    Array.from({ length: k }, (_, i) => ({
      x: x0 + ((i + r.f(0.2, 0.8)) * (x1 - x0)) / k,
      h: r.f(hmin, hmax),
      w: r.f(wmin, wmax),
    }));
  const far = wave(r, { y: 300, amp: 4, bumps: bumpy(300, 9, 14, 28, 60, 110) });
  hill(S, far, mix(P.greens[2], P.haze, 0.45));
  // a lough between the drumlins
  const lakeD = `M-20 318C300 312 700 314 1000 318C1300 322 1500 318 1620 316V430H-20z`;
  S.add(
    `<path d="${lakeD}" fill="${S.lin([
      [0, mix(P.sea[0], P.sky[1], 0.45)],
      [1, darken(P.sea[0], 0.05)],
    ])}"/>`,
  );
  ripples(S, "#fff", { x0: 300, x1: 1500, y0: 325, y1: 380, k: 14, op: 0.5 });
  const mid = wave(r, {
    y: 372,
    amp: 4,
    bumps: bumpy(360, 6, 24, 50, 70, 130, -60, 760),
    mod: dropRight(820, 0.03),
  });
  patchwork(S, P, mid, { rows: 3, h0: 14, trees: 12 });
  const mid2 = wave(r, {
    y: 380,
    amp: 4,
    bumps: bumpy(360, 4, 28, 60, 80, 140, 1150, 1680),
    mod: dropLeft(1060, 0.03),
  });
  patchwork(S, P, mid2, { rows: 3, h0: 16, trees: 10 });
  S.add(
    trees(S, [
      [1100, mid2(1100) + 24, 1.1],
      [1140, mid2(1140) + 26, 0.9],
      [1180, mid2(1180) + 20, 1.2],
    ]),
  );
  cottage(S, 1300, mid2(1300) + 40, 0.7, { roof: "#4f5661", door: "#c0392b" });
  bales(S, [
    [1400, mid2(1400) + 50, 1],
    [1430, mid2(1430) + 54, 1.1],
  ]);
  // angler in a rowing boat
  S.add(
    at(
      720,
      352,
      1,
      `<path d="M-26-6h52l-8 8h-36z" fill="#6b4a34"/><path d="M-4-6v-14h8v14z" fill="#3f5b7a"/><circle cy="-24" r="5" fill="#e7c6a5"/><path d="M-6-28h12l-3-5h-6z" fill="#2f4a3a"/><path d="M4-16L40-44" stroke="#3b3b3b" stroke-width="1.5"/><path d="M40-44q6 20 4 44" fill="none" stroke="#ddd" stroke-width=".8"/><path d="M-40 4h80" stroke="#fff" stroke-width="2" opacity=".5"/>`,
    ),
  );
  const fg = wave(r, { y: 500, amp: 14, tilt: 30, bumps: [{ x: 1450, h: 40, w: 260 }] });
  foreground(S, P, fg);
  S.add(
    trees(S, [
      [1480, fg(1480) + 14, 2.4],
      [1560, fg(1560) + 10, 2],
    ]),
  );
};

SCENES.clare = (S, P) => {
  const r = S.r;
  sky(S, P, {
    sun: [330, 230],
    sunR: 38,
    clouds: [
      [620, 90, 0.9],
      [1150, 60, 0.8],
      [1450, 140, 0.6],
    ],
    birds: { x: 720, y: 170, k: 3 },
  });
  sea(S, P, 300, { glint: { x: 330, k: 10, h: 150 } });
  // the Burren's grey terraced hills behind
  const burren = wave(r, { y: 210, amp: 14, lmin: 300, lmax: 500 });
  const bfill = mix(P.stone, P.haze, 0.25);
  S.add(`<path d="${areaD(burren, { x0: 900, x1: 1620, bottom: 340 })}" fill="${bfill}"/>`);
  let terr = new PathBuilder();
  for (let k = 1; k < 6; k++) {
    const pts = [];
    for (let x = 900 + k * 20; x <= 1620; x += 60)
      pts.push([x, burren(x) + k * 15 + Math.sin(x / 90 + k) * 3]);
    terr.M(pts[0][0], pts[0][1]);
    for (const p of pts.slice(1)) terr.L(p[0], p[1]);
  }
  S.add(
    `<path d="${terr}" fill="none" stroke="${darken(bfill, 0.15)}" stroke-width="3" opacity=".7"/>`,
  );
  // the Cliffs of Moher, receding headlands
  const cl = [
    [560, 258, 300, 0.55],
    [760, 236, 322, 0.35],
    [1000, 180, 360, 0.12],
  ];
  for (const [xe, yt, sy, hz] of cl) {
    headland(S, P, {
      fn: (x) => yt + (x - xe) * 0.03 + Math.sin(x / 40) * 2,
      xe,
      x1: 1640,
      dir: -1,
      sea: sy,
      face: mix("#5c5048", P.haze, hz),
      grass: mix(P.greens[0], P.haze, hz),
      faceW: 110 + (1 - hz) * 60,
      lines: "h",
      lineColor: mix("#3b332e", P.haze, hz),
    });
  }
  // O'Brien's Tower
  S.add(
    at(
      1075,
      184,
      1,
      `<path d="M-9 0v-30h18V0z" fill="#b7ad9c"/><path d="M0 0v-30h9V0z" fill="#968c7c"/><path d="M-10-30v-5h4v2h3v-2h6v2h3v-2h4v5z" fill="#b7ad9c"/><path d="M-2-16h4v-6h-4z" fill="#3f3a35"/>`,
    ),
  );
  const fg = wave(r, { y: 490, amp: 10, tilt: -40 });
  foreground(S, P, fg);
  // limestone pavement: clints split by grikes, with gentians
  const top = (x) => fg(x) + 14;
  const pave = new PathBuilder();
  const pts = [];
  for (let x = 820; x <= 1640; x += 40) pts.push([x, top(x)]);
  pave.M(820, 620);
  for (const p of pts) pave.L(p[0], p[1] + (p[0] < 900 ? (900 - p[0]) * 0.8 : 0));
  pave.L(1640, 620).Z();
  const { clip, use: usePave } = S.clipFrom(pave.toString());
  S.add(usePave(`fill="${lighten(P.stone, 0.15)}"`));
  const gr = new PathBuilder();
  for (let y = 505; y < 620; y += 14 + (y - 500) * 0.35) {
    gr.M(800, y);
    for (let x = 840; x <= 1660; x += 80) gr.L(x, y + r.f(-3, 3) + (x - 1200) * 0.02);
  }
  for (let i = 0; i < 26; i++) {
    const x = r.f(880, 1620);
    const y = r.f(500, 600);
    const len = 10 + (y - 490) * 0.4;
    gr.M(x, y).L(x + r.f(-0.3, 0.3) * len, y + len);
  }
  let flowers = "";
  for (let i = 0; i < 14; i++) {
    const x = r.f(900, 1600);
    const y = r.f(510, 590);
    flowers += `<circle cx="${n(x)}" cy="${n(y)}" r="${n1(1.5 + (y - 500) * 0.03)}"/>`;
  }
  S.add(
    `<g clip-path="${clip}"><path d="${gr}" fill="none" stroke="${darken(P.stone, 0.35)}" stroke-width="3" stroke-linecap="round"/><g fill="#2a62c9">${flowers}</g></g>`,
  );
};

SCENES.cork = (S, P) => {
  const r = S.r;
  treeSyms(S, P);
  sky(S, P, {
    sun: [560, 110],
    clouds: [
      [220, 80, 0.9],
      [900, 140, 0.75],
      [1350, 70, 0.8],
    ],
    birds: { x: 1050, y: 110, k: 3 },
  });
  // hills across the harbour
  ridge(
    S,
    [
      [-20, 285],
      [200, 250],
      [420, 262],
      [640, 240],
      [880, 270],
      [1100, 250],
      [1350, 270],
      [1620, 255],
    ],
    {
      base: 320,
      fill: mix(P.mtn[1], P.haze, 0.45),
      shade: mix(darken(P.mtn[1], 0.12), P.haze, 0.4),
      rough: 0.1,
      levels: 3,
    },
  );
  sea(S, P, 318, { glint: { x: 560, k: 7, h: 80 } });
  // left shore: fields sloping to the water
  const left = wave(r, { y: 300, amp: 10, mod: dropRight(420, 0.012, 1.6) });
  patchwork(S, P, left, { rows: 4, h0: 14, trees: 12, x1: 900 });
  // Cobh: terraces climbing the hill, with the cathedral spire
  const hillR = (x) => 238 + Math.max(0, 1060 - x) ** 2 * 0.005 + Math.sin(x / 120) * 6;
  S.add(
    `<path d="${areaD(hillR, { x0: 740, x1: 1620, step: 40 })}" fill="${S.lin([
      [0, P.greens[2]],
      [1, P.greens[3]],
    ])}"/>`,
  );
  S.add(
    trees(S, [
      [1180, hillR(1180) + 12, 1],
      [1220, hillR(1220) + 10, 1.1],
      [1400, hillR(1400) + 12, 1],
      [1540, hillR(1540) + 10, 1.2],
    ]),
  );
  S.add(
    at(
      1260,
      hillR(1260) + 30,
      1,
      `<path d="M-60 0v-42h90v42z" fill="#8e98a6"/><path d="M-64-42l8-16h82l8 16z" fill="#566072"/><path d="M30 0v-86h24V0z" fill="#9aa3b0"/><path d="M42 0v-86h12V0z" fill="#7d8796"/><path d="M28-86l14-78 14 78z" fill="#6a7586"/><path d="M42-164l14 78H42z" fill="#525c6c"/><path d="M-48-10h6v-22h-6zM-28-10h6v-22h-6zM-8-10h6v-22h-6zM12-10h6v-22h-6zM39-40h6v-22h-6z" fill="#3d4552"/>`,
    ),
  );
  const colors = [
    "#e9a992",
    "#f0cf7e",
    "#98c2d6",
    "#c6a0c4",
    "#f5f0e4",
    "#e07f69",
    "#a6cfa0",
    "#f2c094",
  ];
  for (let k = 0; k < 3; k++) {
    const pts = [];
    for (let i = 0; i < 13; i++) {
      const x = 930 + i * 24 + k * 26;
      pts.push([x, 352 - k * 32 - i * 3 + (i > 7 ? -(i - 7) * 3 : 0)]);
    }
    terrace(S, pts, { colors });
  }
  // quay
  S.add(
    `<path d="M900 356h380v8H900z" fill="#8a857c"/><path d="M900 364h380v3H900z" fill="#5b5852"/>`,
  );
  boat(S, 620, 392, 1, { hull: "#1f6f9f" });
  boat(S, 760, 372, 0.8, { sail: true, hull: "#f4f1ea" });
  boat(S, 1380, 420, 1.2, { sail: true, hull: "#b8372f" });
  ripples(S, "#fff", { x0: 450, x1: 1550, y0: 330, y1: 470, k: 16 });
  const fg = wave(r, {
    y: 470,
    amp: 14,
    tilt: 40,
    mod: (x, v) => v + Math.max(0, x - 700) ** 2 * 0.0012,
  });
  foreground(S, P, fg);
  S.add(
    trees(S, [
      [180, fg(180) + 6, 2.2],
      [250, fg(250) + 10, 1.8],
    ]),
  );
};

SCENES.derry = (S, P) => {
  const r = S.r;
  animalSyms(S);
  sky(S, P, { sun: [1180, 140], clouds: 3, birds: { x: 900, y: 90, k: 3 } });
  sea(S, P, 300, { glint: { x: 1180, k: 8, h: 90 } });
  // Binevenagh's basalt escarpment
  const bfn = (x) =>
    x < 120 ? 220 - x * 0.15 : x < 560 ? 200 + Math.sin(x / 50) * 3 : 200 + (x - 560) * 0.55;
  S.add(
    `<path d="${areaD(bfn, { x0: -20, x1: 820, step: 20, bottom: 340 })}" fill="${mix(P.mtn[2], P.haze, 0.3)}"/>`,
  );
  const cliffD = new PathBuilder().M(60, 214);
  for (let x = 80; x <= 560; x += 40) cliffD.L(x, bfn(x) + 6);
  cliffD.L(620, 262).L(520, 272).L(300, 262).L(120, 268).Z();
  S.add(`<path d="${cliffD}" fill="${mix(P.rock, P.haze, 0.35)}"/>`);
  let cols = new PathBuilder();
  for (let x = 100; x < 560; x += 18)
    cols.M(x, bfn(x) + 10).L(x + r.f(-2, 2), bfn(x) + r.f(30, 56));
  S.add(`<path d="${cols}" stroke="${mix(darken(P.rock, 0.3), P.haze, 0.3)}" stroke-width="2"/>`);
  // farmland below
  const mid = wave(r, { y: 328, amp: 8, mod: dropRight(700, 0.02) });
  patchwork(S, P, mid, { rows: 3, h0: 16, trees: 10, x1: 1200 });
  // Benone strand sweeping to the cliffs at Downhill
  const strand = (x) => 392 + (x - 400) * 0.03 + Math.sin(x / 300) * 6;
  S.add(`<path d="${areaD(strand, { x0: -20, x1: 1640 })}" fill="${P.sand}"/>`);
  let foam = new PathBuilder().M(380, strand(380) - 2);
  for (let x = 420; x <= 1640; x += 40) foam.L(x, strand(x) - 2);
  S.add(`<path d="${foam}" fill="none" stroke="#fff" stroke-width="3" opacity=".8"/>`);
  headland(S, P, {
    fn: (x) => 255 + (x - 1150) * 0.06 + Math.sin(x / 60) * 3,
    xe: 1150,
    dir: -1,
    sea: 420,
    face: "#6d6a63",
    faceLow: "#dcd4c3",
    split: 0.5,
    faceW: 150,
    grass: P.greens[1],
    lines: "v",
  });
  // Mussenden Temple on the cliff edge
  S.add(
    at(
      1200,
      260,
      1.4,
      `<path d="M-16 0v-34h32V0z" fill="#e9e1d0"/><path d="M4 0v-34h12V0z" fill="#cabfa9"/><path d="M-10-4v-26M-4-4v-26M2-4v-26M8-4v-26" stroke="#bdb19a" stroke-width="2"/><path d="M-19-34h38v-5h-38z" fill="#d8cfbc"/><path d="M-15-39c0-18 30-18 30 0z" fill="#a9b0ad"/><circle cy="-58" r="3" fill="#a9b0ad"/><path d="M-1-57v-4h2v4z" fill="#a9b0ad"/>`,
    ),
  );
  const fg = wave(r, { y: 470, amp: 10, tilt: 20 });
  foreground(S, P, fg, { colors: [mix(P.fg[0], P.sand, 0.15), P.fg[1]] });
  tufts(S, fg, darken(P.fg[0], 0.2), 0, 900, 12);
  S.add(use("sh", 760, fg(760) + 40, 1.2));
};

SCENES.donegal = (S, P) => {
  const r = S.r;
  animalSyms(S);
  sky(S, P, {
    sun: [1420, 250],
    sunR: 32,
    clouds: [
      [260, 90, 1],
      [760, 60, 0.7],
      [1180, 130, 0.8],
    ],
    birds: { x: 560, y: 150, k: 3 },
  });
  sea(S, P, 318, { x0: 900, glint: { x: 1420, k: 8, h: 100 } });
  // Muckish and Errigal
  ridge(
    S,
    [
      [-20, 250],
      [120, 205],
      [260, 198],
      [330, 240],
      [420, 270],
    ],
    {
      base: 340,
      fill: mix(P.mtn[1], P.haze, 0.25),
      shade: mix(darken(P.mtn[1], 0.14), P.haze, 0.2),
      rough: 0.08,
    },
  );
  ridge(
    S,
    [
      [300, 340],
      [400, 250],
      [470, 170],
      [520, 112],
      [560, 150],
      [640, 250],
      [760, 340],
    ],
    {
      base: 350,
      fill: mix("#c9bcc4", P.tint, 0.2),
      shade: mix("#978a9c", P.tint, 0.2),
      rough: 0.12,
      win: 8,
    },
  );
  // Sliabh Liag: sea cliffs in bands of ochre, rust and grey
  headland(S, P, {
    fn: (x) => 340 - (x - 640) * 0.3 + Math.sin(x / 70) * 4,
    xe: 1260,
    x0: 600,
    sea: 352,
    face: "#8c6a58",
    faceLow: "#5f5560",
    split: 0.45,
    faceW: 300,
    grass: mix(P.greens[3], "#8a6d7f", 0.25),
    lines: "v",
  });
  S.add(
    `<path d="M1360 352l6-44 10-6 6 20 4 30z" fill="#5f5560"/><path d="M1376 302l6 20 4 30h-14z" fill="#4a4250"/><path d="M1350 352h50" stroke="#fff" stroke-width="3" opacity=".7"/>`,
  );
  // heather moorland
  const mid = wave(r, { y: 350, amp: 14, mod: dropRight(1000, 0.02) });
  hill(
    S,
    mid,
    S.lin([
      [0, mix(P.greens[0], "#9a6f8f", 0.35)],
      [1, mix(P.greens[3], "#7a5670", 0.3)],
    ]),
  );
  cottage(S, 830, mid(830) + 40, 0.8, { roof: "#4a5260", door: "#2f6fa0" });
  S.add(use("sh", 700, mid(700) + 40, 0.7), use("sh", 960, mid(960) + 44, -0.7));
  const fg = wave(r, { y: 470, amp: 14, tilt: 60 });
  foreground(S, P, fg, { colors: [mix(P.fg[0], "#8b5f86", 0.3), mix(P.fg[1], "#4a3046", 0.3)] });
  const heather = [];
  for (let i = 0; i < 30; i++) {
    const x = r.f(900, 1620);
    heather.push([x, fg(x) + r.f(6, 60), r.f(3, 6)]);
  }
  dots(S, heather, "#b5709f", ' opacity=".8"');
};

SCENES.down = (S, P) => {
  const r = S.r;
  animalSyms(S);
  sky(S, P, {
    sun: [1330, 190],
    clouds: [
      [300, 80, 1],
      [800, 130, 0.7],
      [1500, 70, 0.7],
    ],
    birds: { x: 1060, y: 110, k: 3 },
  });
  sea(S, P, 318, { x0: 1000, glint: { x: 1330, k: 8, h: 100 } });
  // the Mountains of Mourne sweep down to the sea
  const pts = ridge(
    S,
    [
      [-20, 240],
      [160, 180],
      [300, 200],
      [430, 150],
      [560, 185],
      [720, 130],
      [860, 150],
      [1000, 250],
      [1120, 330],
      [1160, 360],
    ],
    { base: 370, fill: mix(P.mtn[0], P.haze, 0.1), shade: darken(P.mtn[0], 0.16), rough: 0.16 },
  );
  // the Mourne Wall over the summits
  const wall = new PathBuilder();
  pts
    .filter((p) => p[0] > 180 && p[0] < 900)
    .forEach((p, i) => (i ? wall.L(p[0], p[1] + 10) : wall.M(p[0], p[1] + 10)));
  S.add(
    `<path d="${wall}" fill="none" stroke="${lighten(P.stone, 0.1)}" stroke-width="2.5" stroke-dasharray="3 2" opacity=".9"/>`,
  );
  const mid = wave(r, { y: 338, amp: 10, mod: dropRight(1050, 0.02) });
  patchwork(S, P, mid, {
    rows: 4,
    h0: 16,
    walls: true,
    hedge: P.stone,
    hedgeW: 2.2,
    trees: 8,
    colors: [...P.greens, P.gold],
  });
  cottage(S, 980, mid(980) + 50, 0.7, { roof: "#4f5864", door: "#c0392b" });
  S.add(use("sh", 860, mid(860) + 60, 0.8), use("sh", 900, mid(900) + 66, -0.8));
  const fg = wave(r, { y: 475, amp: 12, tilt: 60 });
  foreground(S, P, fg);
  // Comber earlies: potato drills in the foreground field
  const fieldD = new PathBuilder().M(1000, fg(1000) + 14);
  for (let x = 1040; x <= 1640; x += 40) fieldD.L(x, fg(x) + 14);
  fieldD.L(1640, 620).L(880, 620).Z();
  const { clip, use: useField } = S.clipFrom(fieldD.toString());
  S.add(useField(`fill="#8a6546"`));
  const drills = new PathBuilder();
  const vp = [1250, 330];
  for (let bx = 500; bx < 2300; bx += 90)
    drills.M(vp[0] + (bx - vp[0]) * 0.35, vp[1] + (620 - vp[1]) * 0.35).L(bx, 620);
  S.add(
    `<g clip-path="${clip}"><path d="${drills}" stroke="${P.greens[0]}" stroke-width="26" stroke-linecap="round"/><path d="${drills}" stroke="${lighten(P.greens[2], 0.15)}" stroke-width="8" stroke-dasharray="6 10" stroke-linecap="round"/></g>`,
  );
};

SCENES.dublin = (S, P) => {
  const r = S.r;
  sky(S, P, {
    sun: [1080, 150],
    clouds: [
      [240, 90, 0.9],
      [620, 60, 0.7],
      [1460, 110, 0.8],
    ],
    birds: { x: 700, y: 140, k: 4 },
  });
  sea(S, P, 318, { glint: { x: 1080, k: 9, h: 120 } });
  // Dublin Mountains and the Sugar Loaf, far across the bay
  ridge(
    S,
    [
      [-20, 290],
      [120, 270],
      [260, 282],
      [380, 262],
      [520, 290],
      [600, 312],
    ],
    {
      base: 320,
      fill: mix(P.mtn[0], P.haze, 0.5),
      shade: mix(darken(P.mtn[0], 0.1), P.haze, 0.45),
      rough: 0.1,
      levels: 3,
    },
  );
  mountains(S, [[180, 240, 50, 55, 0.05, 0.35]], {
    base: 300,
    fill: mix(P.mtn[0], P.haze, 0.45),
    shade: mix(darken(P.mtn[0], 0.12), P.haze, 0.4),
  });
  // Ireland's Eye
  S.add(
    `<path d="M640 320c10-14 30-20 50-16c10-6 20-2 26 16z" fill="${mix(P.greens[3], P.haze, 0.4)}"/>`,
  );
  // Howth Head
  const howth = (x) => 212 + (x - 1330) ** 2 * 0.0011 + Math.sin(x / 45) * 3;
  S.add(
    `<path d="${areaD(howth, { x0: 950, x1: 1640, step: 40, bottom: 372 })}" fill="${S.lin([
      [0, P.greens[2]],
      [1, P.greens[3]],
    ])}"/>`,
  );
  // heather and gorse patches on the head
  S.add(
    `<path d="M1180 262c40-20 110-30 170-24c-40 10-100 20-170 24zM1400 240c40-4 80 2 120 14c-40 2-80-4-120-14z" fill="${mix(P.greens[3], "#8b6a8a", 0.4)}"/><path d="M1260 300c30-10 70-12 100-6c-30 6-70 8-100 6z" fill="#d8b640" opacity=".8"/>`,
  );
  // houses dotted on the slopes
  let hs = new PathBuilder();
  for (const [x, y] of [
    [1010, 318],
    [1040, 310],
    [1450, 268],
    [1480, 276],
    [1520, 270],
    [1560, 282],
    [1580, 290],
    [1110, 298],
  ])
    hs.M(x, y)
      .L(x + 10, y)
      .L(x + 10, y - 7)
      .L(x, y - 7)
      .Z();
  S.add(`<path d="${hs}" fill="#f4f0e6"/>`);
  // the Baily lighthouse on its rocky point
  S.add(
    `<path d="M900 372c10-26 40-40 70-40c20 0 40 14 54 40z" fill="#6f6a62"/><path d="M960 332c20 0 40 14 54 40h-30c-4-20-14-34-24-40z" fill="#58544d"/>`,
  );
  lighthouse(S, 960, 336, 0.75, { cap: "#3c4a5a" });
  S.add(`<path d="M880 373H1100" stroke="#fff" stroke-width="3" opacity=".7"/>`);
  boat(S, 520, 372, 0.9, { sail: true, hull: "#f4f1ea" });
  boat(S, 760, 398, 1.1, { sail: true, hull: "#1f5f8f" });
  boat(S, 1250, 430, 1, { hull: "#c0392b" });
  ripples(S, "#fff", { x0: 300, x1: 1500, y0: 380, y1: 470, k: 14 });
  // dunes and beach in the foreground
  const sand = wave(r, { y: 478, amp: 8, tilt: 30 });
  S.add(`<path d="${areaD(sand)}" fill="${P.sand}"/>`);
  const fg = wave(r, {
    y: 490,
    amp: 14,
    tilt: 60,
    mod: (x, v) => v + Math.max(0, x - 600) ** 2 * 0.0012,
  });
  foreground(S, P, fg, { colors: [mix(P.fg[0], P.sand, 0.2), P.fg[1]] });
  tufts(S, fg, darken(P.fg[0], 0.15), 300, 820, 12);
};

SCENES.fermanagh = (S, P) => {
  const r = S.r;
  treeSyms(S, P);
  sky(S, P, { sun: [1150, 200], clouds: 3, birds: { x: 500, y: 140, k: 3 } });
  // Cuilcagh's long flat summit
  ridge(
    S,
    [
      [-20, 270],
      [200, 230],
      [420, 200],
      [700, 196],
      [860, 240],
      [1100, 290],
      [1250, 310],
    ],
    {
      base: 320,
      fill: mix(P.mtn[2], P.haze, 0.3),
      shade: mix(darken(P.mtn[2], 0.12), P.haze, 0.25),
      rough: 0.1,
    },
  );
  const far = wave(r, { y: 300, amp: 10 });
  patchwork(S, P, far, {
    rows: 2,
    h0: 10,
    hedgeW: 1.2,
    trees: 20,
    treeR: 2.5,
    colors: P.greens.map((c) => mix(c, P.haze, 0.3)),
    hedge: mix(P.hedge, P.haze, 0.3),
  });
  // Lough Erne
  const water = S.lin([
    [0, mix(P.sea[0], P.sky[2], 0.45)],
    [1, P.sea[0]],
  ]);
  S.add(`<path d="M-20 326C400 320 1000 322 1620 318V500H-20z" fill="${water}"/>`);
  ripples(S, P.sun, { x0: 1050, x1: 1250, y0: 330, y1: 420, k: 10, op: 0.7 });
  ripples(S, "#fff", { x0: 100, x1: 1500, y0: 340, y1: 470, k: 12 });
  // wooded islands
  const isl = [
    [250, 344, 90, 10],
    [520, 338, 60, 7],
    [760, 352, 120, 12],
    [1380, 346, 110, 12],
    [1000, 390, 140, 16],
  ];
  let id = "";
  let tr = "";
  for (const [x, y, w, h] of isl) {
    id += `M${x - w} ${y}c${n(w * 0.3)} ${-h} ${n(w * 1.4)} ${-h - 4} ${w * 2} 0z`;
    for (let t = -0.7; t <= 0.7; t += 0.35)
      tr += use("tr", x + t * w, y - 2 + Math.abs(t) * 4, (h / 14) * r.f(0.8, 1.2));
  }
  S.add(`<path d="${id}" fill="${P.greens[3]}"/>`, tr);
  // Devenish round tower
  roundTower(S, 1420, 340, 0.42);
  // a lake cruiser
  S.add(
    at(
      640,
      420,
      1,
      `<path d="M-40-6h80l-10 12h-66z" fill="#f7f5ef"/><path d="M-40-6h80" stroke="#2f5f8f" stroke-width="2"/><path d="M-22-6v-12h30l6 12z" fill="#f7f5ef"/><path d="M-18-14h8v-3h-8zM-6-14h8v-3h-8z" fill="#3b5b78"/><path d="M-50 10h100" stroke="#fff" stroke-width="2" opacity=".6"/>`,
    ),
  );
  const fg = wave(r, { y: 480, amp: 12, tilt: -30 });
  foreground(S, P, fg);
  // reeds along the near shore
  let reeds = new PathBuilder();
  for (let i = 0; i < 40; i++) {
    const x = r.f(1100, 1620);
    const y = fg(x) + 6;
    reeds.M(x, y).L(x + r.f(-6, 6), y - r.f(18, 40));
  }
  S.add(
    `<path d="${reeds}" stroke="${darken(P.fg[0], 0.2)}" stroke-width="2.5" stroke-linecap="round"/>`,
  );
  S.add(
    trees(S, [
      [1520, fg(1520) + 12, 2.6],
      [1590, fg(1590) + 8, 2.1],
    ]),
  );
};

SCENES.kilkenny = (S, P) => {
  const r = S.r;
  treeSyms(S, P);
  sky(S, P, { sun: [360, 190], clouds: 3, birds: { x: 620, y: 120, k: 3 } });
  const far = wave(r, { y: 292, amp: 14 });
  patchwork(S, P, far, {
    rows: 3,
    h0: 10,
    hedgeW: 1.3,
    trees: 16,
    treeR: 2.5,
    colors: [...P.greens, P.gold].map((c) => mix(c, P.haze, 0.35)),
    hedge: mix(P.hedge, P.haze, 0.35),
  });
  const mid = wave(r, { y: 338, amp: 10 });
  patchwork(S, P, mid, { rows: 3, h0: 16, colors: [...P.greens, P.gold], trees: 12 });
  // Kilkenny Castle above the Nore
  const cx = 1200;
  const cy = 382;
  const stone = mix("#d9cdb5", P.tint ?? "#d9cdb5", 0.1);
  const shade = darken(stone, 0.15);
  const tower = (x) =>
    `<path d="M${x - 18} 0v-76h4v-5h6v5h6v-5h6v5h6v-5h6v5h2v76z" fill="${stone}"/><path d="M${x + 4} 0v-76h2v-5h6v5h6v76z" fill="${shade}"/>`;
  S.add(
    at(
      cx,
      cy,
      1,
      `<path d="M-160 0v-54h320V0z" fill="${stone}"/><path d="M-150-54l8-12h284l8 12z" fill="#5b6270"/>${tower(-160)}${tower(0)}${tower(160)}<path d="M-130-18h10v-16h-10zM-100-18h10v-16h-10zM-70-18h10v-16h-10zM-40-18h10v-16h-10zM30-18h10v-16H30zM60-18h10v-16H60zM90-18h10v-16H90zM120-18h10v-16h-10z" fill="#4a5060"/>`,
    ),
  );
  S.add(
    trees(S, [
      [980, 384, 1.3],
      [1020, 388, 1.1],
      [1400, 386, 1.4],
      [1440, 390, 1.1],
    ]),
  );
  // the River Nore and a stone bridge
  S.add(
    `<path d="M640 470C700 420 800 394 1000 390C1300 388 1500 390 1640 386V470z" fill="${mix(P.sea[0], P.sky[1], 0.3)}"/>`,
  );
  ripples(S, "#fff", { x0: 850, x1: 1600, y0: 400, y1: 460, k: 10 });
  const b = darken(stone, 0.05);
  S.add(
    at(
      1180,
      470,
      1,
      `<path d="M-300 0v-46H300V0H230a40 34 0 0 0-80 0H40a40 34 0 0 0-80 0H-150a40 34 0 0 0-80 0z" fill="${b}"/><path d="M-300-46H300v-6H-300z" fill="${darken(b, 0.2)}"/><path d="M-300-52H300v-4H-300z" fill="${b}"/>`,
    ),
  );
  const fg = wave(r, { y: 440, amp: 10, mod: (x, v) => v + Math.max(0, x - 560) ** 2 * 0.002 });
  foreground(S, P, fg);
  const fg2 = wave(r, { y: 520, amp: 8, tilt: -20 });
  foreground(S, P, fg2, { colors: [P.fg[0], P.fg[1]] });
  // orchard corner
  S.sym(
    "at",
    `<ellipse rx="12" ry="3" fill="#000" opacity=".12"/><path d="M-2 0l1-14h2l1 14z" fill="#6d4b37"/><circle cy="-24" r="13" fill="${P.tree[0]}"/><path d="M0-37a13 13 0 0 1 0 26z" fill="${P.tree[1]}"/><circle cx="-5" cy="-26" r="2.2" fill="#d8382e"/><circle cx="4" cy="-20" r="2.2" fill="#d8382e"/><circle cx="6" cy="-30" r="2" fill="#e5483a"/><circle cx="-6" cy="-17" r="2" fill="#d8382e"/>`,
  );
  S.add(
    use("at", 1380, fg2(1380) + 40, 2.2),
    use("at", 1480, fg2(1480) + 30, 2),
    use("at", 1570, fg2(1570) + 46, 2.4),
  );
};

SCENES.laois = (S, P) => {
  const r = S.r;
  animalSyms(S);
  treeSyms(S, P);
  sky(S, P, { sun: [1300, 120], clouds: 4, birds: { x: 560, y: 120, k: 3 } });
  // the Slieve Bloom Mountains with forestry
  const sb = wave(r, { y: 250, amp: 20, lmin: 400, lmax: 900 });
  S.add(`<path d="${areaD(sb, { bottom: 340 })}" fill="${mix(P.mtn[1], P.haze, 0.3)}"/>`);
  S.sym(
    "tf",
    `<path d="M0-30L8-4H-8z" fill="${mix(P.tree[0], P.haze, 0.3)}"/><path d="M0-30L8-4H0z" fill="${mix(P.tree[1], P.haze, 0.3)}"/>`,
  );
  let forest = "";
  for (const [x0, x1] of [
    [120, 360],
    [620, 820],
    [1020, 1160],
  ]) {
    for (let x = x0; x <= x1; x += r.f(7, 12)) {
      const depth = r.f(0, 1);
      forest += use(
        "tf",
        x,
        sb(x) + 24 + depth * 40 - Math.abs(x - (x0 + x1) / 2) * 0.0,
        0.7 + depth * 0.3,
      );
    }
  }
  S.add(forest);
  const mid = wave(r, { y: 322, amp: 12 });
  patchwork(S, P, mid, { rows: 4, h0: 14, colors: [...P.greens, P.gold], trees: 14 });
  // the Rock of Dunamase
  const rock = (x) => 300 + Math.min(150, Math.abs(x - 1150) ** 1.5 * 0.025) + Math.sin(x / 23) * 3;
  S.add(
    `<path d="${areaD(rock, { x0: 950, x1: 1350, step: 25, bottom: 460 })}" fill="${P.greens[3]}"/>`,
  );
  S.add(
    `<path d="M1070 330l20-20 30-8 50 2 30 14 20 16-40 6-60-2z" fill="${mix(P.stone, P.greens[3], 0.3)}"/>`,
  );
  ruin(S, 1150, 320, 1.3, { stone: P.stone, shade: darken(P.stone, 0.15) });
  const near = wave(r, { y: 430, amp: 10, tilt: -30 });
  hill(
    S,
    near,
    S.lin([
      [0, P.greens[2]],
      [1, P.greens[1]],
    ]),
  );
  S.add(
    use("cw", 1260, near(1260) + 40, 1.1),
    use("cw", 1330, near(1330) + 48, -1.1),
    use("cb", 1420, near(1420) + 36, 1),
  );
  S.add(
    trees(S, [
      [1540, near(1540) + 20, 2],
      [1600, near(1600) + 26, 1.6],
    ]),
  );
  const fg = wave(r, { y: 520, amp: 8, tilt: 10 });
  foreground(S, P, fg);
};

SCENES.leitrim = (S, P) => {
  const r = S.r;
  treeSyms(S, P);
  sky(S, P, {
    sun: [880, 150],
    clouds: [
      [200, 100, 1.1],
      [560, 70, 0.9],
      [1250, 90, 1],
      [1500, 160, 0.7],
    ],
  });
  // Sliabh an Iarainn behind Lough Allen
  ridge(
    S,
    [
      [-20, 260],
      [200, 220],
      [420, 205],
      [600, 225],
      [760, 270],
      [900, 300],
    ],
    {
      base: 320,
      fill: mix(P.mtn[1], P.haze, 0.35),
      shade: mix(darken(P.mtn[1], 0.12), P.haze, 0.3),
      rough: 0.1,
    },
  );
  const water = S.lin([
    [0, lighten(mix(P.sea[0], P.sky[2], 0.5), 0.1)],
    [1, mix(P.sea[0], P.sky[1], 0.25)],
  ]);
  S.add(`<path d="M-20 318C400 316 900 318 1620 314V460H-20z" fill="${water}"/>`);
  ripples(S, "#fff", { x0: 100, x1: 1000, y0: 330, y1: 400, k: 12 });
  // Glencar: a cliff with the waterfall
  const cliff = (x) => 170 + Math.max(0, 1120 - x) ** 1.5 * 0.03 + Math.sin(x / 30) * 4;
  S.add(
    `<path d="${areaD(cliff, { x0: 700, x1: 1640, step: 30, bottom: 420 })}" fill="${mix(P.greens[3], P.mtn[1], 0.35)}"/>`,
  );
  S.add(
    `<path d="M1160 ${n(cliff(1160) + 4)}L1250 ${n(cliff(1250) + 4)}L1262 330L1150 340z" fill="${mix(P.rock, P.greens[3], 0.2)}"/>`,
  );
  S.add(
    `<path d="M1198 ${n(cliff(1198) + 4)}c4 30 -2 70 4 150h14c-6-80 0-120-4-150z" fill="#f4f7f8"/><path d="M1206 ${n(cliff(1206) + 20)}v110" stroke="#cfe0e6" stroke-width="3"/><ellipse cx="1208" cy="338" rx="30" ry="8" fill="#fff" opacity=".8"/>`,
  );
  let conifers = "";
  for (let x = 920; x < 1640; x += r.f(14, 26)) {
    if (x > 1140 && x < 1270) continue;
    conifers += use("tc", x, cliff(x) + r.f(10, 40) + (x < 1120 ? 20 : 0), r.f(0.7, 1));
  }
  S.add(conifers);
  // drumlin fields
  const mid = wave(r, {
    y: 392,
    amp: 6,
    bumps: [
      { x: 150, h: 40, w: 160 },
      { x: 500, h: 28, w: 140 },
      { x: 820, h: 36, w: 150 },
    ],
    mod: dropRight(1000, 0.03),
  });
  patchwork(S, P, mid, { rows: 3, h0: 16, trees: 12 });
  const fg = wave(r, { y: 500, amp: 10, tilt: -30 });
  foreground(S, P, fg);
  // a hedge of wild roses
  let hedge = "";
  let roses = "";
  for (let x = 1160; x < 1660; x += 30) {
    const y = fg(x) + 10 - Math.max(0, x - 1160) * 0.08;
    hedge += `<circle cx="${n(x)}" cy="${n(y + r.f(-8, 8))}" r="${n(r.f(22, 32))}"/>`;
    roses += `<circle cx="${n(x + r.f(-14, 14))}" cy="${n(y + r.f(-20, 0))}" r="5"/><circle cx="${n(x + r.f(-14, 14))}" cy="${n(y + r.f(-8, 12))}" r="4"/>`;
  }
  S.add(
    `<g fill="${darken(P.fg[0], 0.18)}">${hedge}</g><g fill="#f6b3c8" stroke="#fde6ee" stroke-width="1.5">${roses}</g>`,
  );
};

SCENES.limerick = (S, P) => {
  const r = S.r;
  treeSyms(S, P);
  animalSyms(S);
  sky(S, P, { sun: [1250, 120], clouds: 4, birds: { x: 760, y: 150, k: 3 } });
  // the Shannon estuary with the Clare hills beyond
  S.add(`<path d="M-20 282c200-14 400-20 660-12V300H-20z" fill="${mix(P.mtn[1], P.haze, 0.5)}"/>`);
  S.add(`<path d="M-20 296H760V312H-20z" fill="${mix(P.sea[0], P.haze, 0.3)}"/>`);
  // Ballyhoura hills
  ridge(
    S,
    [
      [900, 310],
      [1100, 268],
      [1300, 250],
      [1500, 262],
      [1640, 280],
    ],
    {
      base: 320,
      fill: mix(P.mtn[0], P.haze, 0.4),
      shade: mix(darken(P.mtn[0], 0.1), P.haze, 0.35),
      rough: 0.1,
      levels: 3,
    },
  );
  const far = wave(r, { y: 306, amp: 6 });
  patchwork(S, P, far, {
    rows: 3,
    h0: 8,
    hedgeW: 1.2,
    trees: 20,
    treeR: 2.4,
    colors: P.greens.map((c) => mix(c, P.haze, 0.3)),
    hedge: mix(P.hedge, P.haze, 0.3),
  });
  const mid = wave(r, { y: 340, amp: 10 });
  patchwork(S, P, mid, { rows: 3, h0: 18, trees: 14 });
  // an Adare-style thatched cottage among trees
  const near = wave(r, { y: 420, amp: 8, tilt: -40 });
  hill(
    S,
    near,
    S.lin([
      [0, P.greens[2]],
      [1, P.greens[0]],
    ]),
  );
  S.add(
    trees(S, [
      [1010, near(1010) + 4, 1.8],
      [1240, near(1240) + 2, 2.1],
      [1290, near(1290) + 8, 1.6],
    ]),
  );
  cottage(S, 1130, near(1130) + 18, 1.2, { door: "#2f6fa0" });
  bales(S, [
    [800, near(800) + 30, 1.2],
    [850, near(850) + 36, 1.3],
    [720, near(720) + 40, 1.1],
  ]);
  const fg = wave(r, { y: 500, amp: 10, tilt: 20 });
  foreground(S, P, fg);
  // Golden Vale dairy herd
  S.add(
    use("cw", 1260, fg(1260) + 40, 1.6),
    use("cw", 1380, fg(1380) + 56, -1.7),
    use("cw", 1500, fg(1500) + 36, 1.5),
    use("cw", 1160, fg(1160) + 20, -1.2),
  );
};

SCENES.longford = (S, P) => {
  const r = S.r;
  treeSyms(S, P);
  sky(S, P, {
    sun: [1220, 250],
    sunR: 34,
    clouds: [
      [240, 80, 1],
      [700, 120, 0.8],
      [1450, 70, 0.8],
    ],
    birds: { x: 420, y: 160, k: 4 },
  });
  // Lough Ree on the horizon
  S.add(
    `<path d="M700 322c200-6 600-8 940-4V340H700z" fill="${lighten(mix(P.sea[0], P.sky[2], 0.5), 0.1)}"/>`,
  );
  const hz = wave(r, { y: 318, amp: 4, mod: (x, v) => (x > 700 ? v + 6 : v) });
  let tl = new PathBuilder();
  for (let x = -10; x < 700; x += r.f(10, 22)) {
    const rr = Math.round(r.f(5, 10));
    tl.M(x - rr, hz(x) + 3);
    tl.d += `a${rr} ${rr} 0 0 1 ${rr * 2} 0z`;
    tl.last = "z";
  }
  S.add(`<path d="${tl}" fill="${mix(P.tree[0], P.haze, 0.45)}"/>`);
  // the bog, in bands of ochre, rust and moss
  const bog = (x) => 326 + Math.sin(x / 200) * 2;
  S.add(
    `<path d="${areaD(bog)}" fill="${S.lin([
      [0, mix("#b08d5a", P.haze, 0.35)],
      [0.4, "#9c7448"],
      [1, "#6e4e30"],
    ])}"/>`,
  );
  const bands = new PathBuilder();
  for (let y = 340; y < 600; y += 14 + (y - 330) * 0.2) {
    bands.M(-20, y);
    for (let x = 100; x <= 1640; x += 120) bands.L(x, y + r.f(-2, 2));
  }
  S.add(
    `<path d="${bands}" fill="none" stroke="${mix("#6f8a4a", "#9c7448", 0.4)}" stroke-width="5" opacity=".5"/>`,
  );
  // pools reflecting the sky
  let pools = "";
  for (const [x, y, w] of [
    [300, 372, 90],
    [560, 360, 60],
    [900, 395, 120],
    [180, 420, 70],
  ])
    pools += `<ellipse cx="${x}" cy="${y}" rx="${w}" ry="${n(w * 0.09)}"/>`;
  S.add(`<g fill="${mix(P.sky[1], P.sky[2], 0.5)}" opacity=".9">${pools}</g>`);
  // Corlea: an Iron Age oak trackway across the bog
  const plank = new PathBuilder();
  const vp = [620, 330];
  const rails = new PathBuilder();
  for (const side of [-1, 1]) rails.M(vp[0] + side * 4, vp[1] + 8).L(1500 + side * 60, 640);
  for (let t = 0.03; t < 1.05; t += 0.012 + t * 0.035) {
    const y = vp[1] + (640 - vp[1]) * t;
    const cx = vp[0] + (1500 - vp[0]) * t;
    const hw = 8 + t * 80;
    const th = 1.5 + t * 9;
    plank
      .M(cx - hw, y)
      .L(cx + hw, y)
      .L(cx + hw, y + th)
      .L(cx - hw, y + th)
      .Z();
  }
  S.add(
    `<path d="${rails}" stroke="#4a3220" stroke-width="5"/><path d="${plank}" fill="#7a5636"/>`,
  );
  // bog cotton
  let cotton = "";
  const stems = new PathBuilder();
  for (let i = 0; i < 26; i++) {
    const x = r.f(700, 1640);
    const y = r.f(380, 600);
    const s = 1 + (y - 360) / 90;
    stems.M(x, y).L(x + s, y - 7 * s);
    cotton += `<circle cx="${n(x + s)}" cy="${n(y - 8 * s)}" r="${n1(s * 1.7)}"/>`;
  }
  S.add(`<path d="${stems}" stroke="#5d6b3c" stroke-width="1.5"/><g fill="#fbf7ee">${cotton}</g>`);
  S.add(
    trees(S, [
      [1320, 352, 1.2],
      [1350, 356, 0.9],
      [1420, 350, 1.1],
    ]),
  );
};

SCENES.louth = (S, P) => {
  const r = S.r;
  sky(S, P, { sun: [1000, 120], clouds: 3, birds: { x: 1200, y: 150, k: 3 } });
  // the Mournes, far across the lough
  ridge(
    S,
    [
      [700, 300],
      [860, 240],
      [980, 200],
      [1100, 228],
      [1250, 190],
      [1420, 240],
      [1640, 280],
    ],
    {
      base: 312,
      fill: mix(P.mtn[0], P.haze, 0.45),
      shade: mix(darken(P.mtn[0], 0.12), P.haze, 0.4),
      rough: 0.14,
    },
  );
  sea(S, P, 308, { glint: { x: 1000, k: 8, h: 110 } });
  // the Cooley Mountains running down to the shore
  ridge(
    S,
    [
      [-20, 170],
      [120, 130],
      [260, 150],
      [380, 120],
      [520, 190],
      [700, 280],
      [860, 360],
    ],
    {
      base: 380,
      fill: mix(P.mtn[2], P.haze, 0.05),
      shade: darken(P.mtn[2], 0.15),
      rough: 0.16,
    },
  );
  const mid = wave(r, { y: 330, amp: 10, tilt: 60, mod: dropRight(650, 0.025) });
  patchwork(S, P, mid, { rows: 3, h0: 16, trees: 10 });
  // King John's Castle at Carlingford
  ruin(S, 640, 372, 0.9, { stone: "#bdb5a6", shade: "#978f82" });
  // oyster trestles in the shallows
  const tr = new PathBuilder();
  for (let k = 0; k < 5; k++) {
    const y = 400 + k * 16;
    tr.M(880 + k * 20, y).L(1400 + k * 50, y + k * 2);
  }
  S.add(`<path d="${tr}" stroke="#3f4a45" stroke-width="5" stroke-dasharray="16 6" opacity=".8"/>`);
  boat(S, 1450, 380, 1, { hull: "#2e6e96" });
  boat(S, 1180, 350, 0.8, { sail: true, hull: "#f4f1ea" });
  ripples(S, "#fff", { x0: 700, x1: 1600, y0: 330, y1: 480, k: 12 });
  const fg = wave(r, {
    y: 480,
    amp: 10,
    tilt: 40,
    mod: (x, v) => v + Math.max(0, x - 900) ** 2 * 0.0008,
  });
  foreground(S, P, fg);
  tufts(S, fg, darken(P.fg[0], 0.2), 500, 1000, 10);
};

SCENES.mayo = (S, P) => {
  const r = S.r;
  animalSyms(S);
  sky(S, P, {
    sun: [420, 200],
    clouds: [
      [200, 80, 0.9],
      [800, 110, 0.8],
      [1450, 70, 0.9],
    ],
    birds: { x: 620, y: 150, k: 3 },
  });
  sea(S, P, 300, { glint: { x: 420, k: 9, h: 120 } });
  // Achill and Clare Island, far out
  S.add(
    `<path d="M-20 300c60-30 140-40 220-20c30-10 60-8 80 20zM420 300c20-16 50-22 80-10c10 0 20 4 26 10z" fill="${mix(P.mtn[0], P.haze, 0.45)}"/>`,
  );
  // Croagh Patrick: a scree-topped cone above the bay
  ridge(
    S,
    [
      [620, 350],
      [820, 270],
      [960, 180],
      [1060, 112],
      [1110, 102],
      [1170, 130],
      [1300, 200],
      [1450, 250],
      [1640, 262],
    ],
    {
      base: 360,
      fill: P.mtn[2],
      shade: darken(P.mtn[2], 0.16),
      rough: 0.08,
      win: 8,
    },
  );
  S.add(
    `<path d="M1030 130l52-28 38 10-6 22c-20-6-50-4-84-4z" fill="${mix(P.stone, P.mtn[2], 0.25)}"/><path d="M1088 104h10v-6l-5-4-5 4z" fill="#f4f1ea"/>`,
  );
  // Clew Bay's drumlin islands
  let isl = "";
  let beach = "";
  for (let i = 0; i < 15; i++) {
    const y = r.f(330, 410);
    const x = r.f(120, 1500);
    const w = 16 + (y - 320) * r.f(0.5, 1.1);
    const h = w * r.f(0.25, 0.4);
    isl += `M${n(x - w)} ${n(y)}c${n(w * 0.3)} ${n(-h * 1.3)} ${n(w * 1.7)} ${n(-h * 1.3)} ${n(w * 2)} 0z`;
    beach += `M${n(x - w - 2)} ${n(y)}h${n(w * 2 + 4)}`;
  }
  S.add(
    `<path d="${beach}" stroke="${P.sand}" stroke-width="4"/><path d="${isl}" fill="${P.greens[1]}"/>`,
  );
  // stone-walled fields on the near shore
  const mid = wave(r, { y: 440, amp: 10, tilt: -50 });
  patchwork(S, P, mid, {
    rows: 3,
    h0: 22,
    walls: true,
    hedge: P.stone,
    hedgeW: 2.6,
    trees: 0,
    colors: [...P.greens, P.gold],
  });
  cottage(S, 1300, mid(1300) + 40, 1.1);
  S.add(use("sh", 1120, mid(1120) + 50, 1), use("sh", 1180, mid(1180) + 60, -1));
  const fg = wave(r, { y: 530, amp: 8, tilt: 20 });
  foreground(S, P, fg);
};

SCENES.monaghan = (S, P) => {
  const r = S.r;
  treeSyms(S, P);
  animalSyms(S);
  sky(S, P, { sun: [300, 130], clouds: 4, birds: { x: 900, y: 110, k: 3 } });
  const drum = (y, xs, hmin, hmax) =>
    wave(r, {
      y,
      amp: 3,
      bumps: xs.map((x) => ({ x: x + r.f(-30, 30), h: r.f(hmin, hmax), w: r.f(70, 120) })),
    });
  const l1 = drum(300, [-40, 150, 330, 520, 700, 900, 1080, 1260, 1440, 1620], 14, 26);
  patchwork(S, P, l1, {
    rows: 2,
    h0: 10,
    hedgeW: 1.2,
    trees: 18,
    treeR: 2.5,
    colors: P.greens.map((c) => mix(c, P.haze, 0.35)),
    hedge: mix(P.hedge, P.haze, 0.35),
  });
  // small lakes between drumlins
  S.add(
    `<path d="M380 340c80-8 220-8 300 0c-40 10-240 12-300 0zM1150 350c60-8 180-8 240 0c-40 10-200 10-240 0z" fill="${mix(P.sea[0], P.sky[1], 0.3)}"/>`,
  );
  const l2 = drum(370, [60, 300, 560, 820, 1040, 1300, 1540], 30, 50);
  patchwork(S, P, l2, { rows: 3, h0: 14, trees: 20 });
  // a farmyard: house, barn and bales
  const fx = 1180;
  const fy = l2(fx) + 44;
  S.add(
    at(
      fx,
      fy,
      1,
      `<path d="M-70 0v-30h50V0z" fill="#f4f1ea"/><path d="M-74-30l8-14h42l8 14z" fill="#4f5661"/><path d="M-62-10h10v-12h-10zM-38-10h10v-12h-10z" fill="#46596b"/><path d="M0 0v-36h70V0z" fill="#b3432f"/><path d="M-4-36l39-16 39 16z" fill="#7e8790"/><path d="M22 0v-24h26V0z" fill="#7a2e20"/>`,
    ),
  );
  bales(
    S,
    [
      [fx + 110, fy, 1.1],
      [fx + 140, fy + 6, 1.2],
    ],
    { color: "#2d2f2e", rim: "#4b4e4c" },
  );
  const fg = wave(r, {
    y: 490,
    amp: 6,
    bumps: [
      { x: 1450, h: 30, w: 220 },
      { x: 300, h: 20, w: 300 },
    ],
  });
  foreground(S, P, fg);
  S.add(
    use("cw", 1360, fg(1360) + 40, 1.3),
    use("cw", 1470, fg(1470) + 30, -1.3),
    use("cb", 1560, fg(1560) + 44, 1.2),
  );
};

SCENES.offaly = (S, P) => {
  const r = S.r;
  sky(S, P, {
    sun: [1260, 230],
    sunR: 34,
    clouds: [
      [300, 90, 1],
      [760, 60, 0.8],
      [1500, 120, 0.7],
    ],
    birds: { x: 620, y: 140, k: 4 },
  });
  // Slieve Bloom, faint in the south
  ridge(
    S,
    [
      [-20, 300],
      [140, 276],
      [320, 284],
      [480, 290],
      [600, 316],
    ],
    {
      base: 326,
      fill: mix(P.mtn[0], P.haze, 0.5),
      shade: mix(darken(P.mtn[0], 0.08), P.haze, 0.45),
      rough: 0.1,
      levels: 3,
    },
  );
  // Clonmacnoise on its ridge above the Shannon
  const ridgeY = (x) => 318 - Math.max(0, 200 - Math.abs(x - 1350)) * 0.08;
  S.add(
    `<path d="${areaD(ridgeY, { x0: 1000, x1: 1640, bottom: 340 })}" fill="${mix(P.greens[1], P.haze, 0.45)}"/>`,
  );
  const st = mix("#bfb4a0", P.haze, 0.35);
  roundTower(S, 1310, 304, 0.5, { stone: st, shade: darken(st, 0.12), cap: darken(st, 0.2) });
  S.add(
    `<path d="M1330 305v-22l12-10 12 10v-4h30v26zM1400 306v-14l8-8 8 8v14z" fill="${st}"/><path d="M1350 300h4v-8h-4zM1372 300h4v-8h-4z" fill="${darken(st, 0.4)}"/>`,
  );
  S.add(
    `<path d="M1000 326c200-4 400-6 640-4v8c-240-2-440 0-640 4z" fill="${lighten(mix(P.sea[0], P.sky[2], 0.5), 0.1)}"/>`,
  );
  // the bog: cutaway banks, turf and pools
  const bog = (x) => 324 + Math.sin(x / 180) * 2;
  S.add(
    `<path d="${areaD(bog)}" fill="${S.lin([
      [0, mix("#b49160", P.haze, 0.3)],
      [0.35, "#a17a4a"],
      [1, "#6c4b2e"],
    ])}"/>`,
  );
  const banks = new PathBuilder();
  const faces = new PathBuilder();
  for (let k = 0; k < 6; k++) {
    const y = 352 + k * k * 9 + k * 10;
    const x0 = r.f(-100, 300) + k * 60;
    const x1 = x0 + r.f(500, 900) + k * 80;
    const th = 3 + k * 3;
    faces
      .M(x0, y)
      .L(x1, y)
      .L(x1 + 6, y + th)
      .L(x0 - 6, y + th)
      .Z();
    banks
      .M(x0 - 6, y + th)
      .L(x1 + 6, y + th)
      .L(x1 + 30, y + th + 2 + k * 3)
      .L(x0 - 30, y + th + 2 + k * 3)
      .Z();
  }
  S.add(`<path d="${banks}" fill="#80603c" opacity=".6"/><path d="${faces}" fill="#3f2a1b"/>`);
  // turf footings drying on the bog
  let turf = new PathBuilder();
  for (let row = 0; row < 4; row++) {
    const y0 = 380 + row * row * 14 + row * 22;
    const s = 0.6 + (y0 - 360) / 80;
    for (let x = 760 + row * 40 + r.f(0, 40); x < 1640; x += 22 * s + r.f(0, 50)) {
      const y = y0 + r.f(-3, 3);
      turf.M(x - 6 * s, y);
      turf.d += `q${n(6 * s)} ${n(-16 * s)} ${n(12 * s)} 0z`;
      turf.last = "z";
    }
  }
  S.add(`<path d="${turf}" fill="#4a3222"/>`);
  let pools = "";
  for (const [x, y, w] of [
    [220, 380, 110],
    [560, 366, 70],
    [1000, 420, 130],
    [430, 470, 160],
  ])
    pools += `<ellipse cx="${x}" cy="${y}" rx="${w}" ry="${n(w * 0.08)}"/>`;
  S.add(
    `<g fill="${mix(mix(P.sky[0], P.sky[1], 0.5), "#ffffff", 0.2)}" opacity=".85">${pools}</g>`,
  );
  // heather and bog cotton in front
  const fg = wave(r, { y: 520, amp: 10, tilt: -20 });
  foreground(S, P, fg, { colors: [mix("#8a7a4a", P.fg[0], 0.3), "#4e3b26"] });
  let cotton = "";
  const stems = new PathBuilder();
  for (let i = 0; i < 24; i++) {
    const x = r.f(900, 1620);
    const y = fg(x) + r.f(10, 70);
    stems.M(x, y).L(x + 2, y - 16);
    cotton += `<circle cx="${n(x + 2)}" cy="${n(y - 18)}" r="${n1(r.f(3, 4.5))}"/>`;
  }
  S.add(`<path d="${stems}" stroke="#6b7a45" stroke-width="2"/><g fill="#fbf8f0">${cotton}</g>`);
};

SCENES.roscommon = (S, P) => {
  const r = S.r;
  treeSyms(S, P);
  animalSyms(S);
  sky(S, P, { sun: [1350, 150], clouds: 4, birds: { x: 400, y: 120, k: 3 } });
  // Curlew Mountains behind Lough Key
  ridge(
    S,
    [
      [700, 320],
      [880, 270],
      [1060, 250],
      [1240, 262],
      [1420, 244],
      [1640, 270],
    ],
    {
      base: 330,
      fill: mix(P.mtn[1], P.haze, 0.35),
      shade: mix(darken(P.mtn[1], 0.12), P.haze, 0.3),
      rough: 0.12,
    },
  );
  const far = wave(r, { y: 300, amp: 10, mod: (x, v) => v + Math.max(0, x - 800) * 0.06 });
  patchwork(S, P, far, {
    rows: 2,
    h0: 10,
    hedgeW: 1.2,
    trees: 14,
    treeR: 2.5,
    colors: P.greens.map((c) => mix(c, P.haze, 0.35)),
    hedge: mix(P.hedge, P.haze, 0.35),
    x1: 1300,
  });
  // Lough Key and McDermott's Castle on its wooded island
  S.add(
    `<path d="M760 350C900 336 1200 330 1640 332V600H900z" fill="${mix(P.sea[0], P.sky[1], 0.3)}"/>`,
  );
  ripples(S, "#fff", { x0: 900, x1: 1600, y0: 345, y1: 420, k: 12 });
  S.add(`<path d="M1150 370c20-20 120-24 150 0z" fill="${P.greens[3]}"/>`);
  S.add(
    trees(S, [
      [1160, 370, 0.9],
      [1180, 366, 1.1],
      [1280, 366, 1],
      [1300, 370, 0.8],
    ]),
  );
  ruin(S, 1232, 366, 0.75, { stone: "#c9c1b0", shade: "#a59c8b" });
  // limestone pasture with a flock of sheep
  const mid = wave(r, { y: 400, amp: 12, tilt: 40, mod: dropRight(900, 0.02) });
  patchwork(S, P, mid, { rows: 3, h0: 20, trees: 10 });
  const fg = wave(r, { y: 470, amp: 14, tilt: 80 });
  foreground(S, P, fg);
  let flock = "";
  for (let i = 0; i < 12; i++) {
    const x = r.f(700, 1500);
    const y = fg(x) + r.f(30, 110);
    const s = 0.9 + (y - 470) / 90;
    flock += use("sh", x, y, r.chance(0.5) ? s : -s);
  }
  S.add(flock);
  S.add(trees(S, [[1560, fg(1560) + 20, 2.4]]));
};

SCENES.sligo = (S, P) => {
  const r = S.r;
  sky(S, P, {
    sun: [1420, 220],
    sunR: 32,
    clouds: [
      [200, 70, 0.9],
      [1000, 110, 0.8],
      [1360, 60, 0.7],
    ],
    birds: { x: 980, y: 170, k: 3 },
  });
  sea(S, P, 312, { x0: 900, glint: { x: 1420, k: 9, h: 120 } });
  // Benbulben: flat-topped, with its fluted limestone face
  const bb = mix(mix(P.mtn[2], P.greens[3], 0.4), P.haze, 0.1);
  S.add(
    `<path d="M40 350L150 232C170 205 200 190 240 186L700 178C760 176 800 190 830 230L900 350z" fill="${bb}"/>`,
  );
  const flutes = new PathBuilder();
  for (let x = 170; x < 820; x += r.f(14, 30)) {
    const top =
      x < 240 ? 232 - (x - 150) * 0.6 : x > 700 ? 178 + (x - 700) * 0.4 : 186 - (x - 240) * 0.017;
    flutes.M(x, top + 6).L(x + r.f(-6, 6), top + r.f(30, 80));
  }
  S.add(
    `<path d="M160 224C200 196 240 192 260 190L700 182C750 184 790 196 812 224L800 236H170z" fill="${mix(P.stone, bb, 0.45)}"/><path d="${flutes}" stroke="${darken(bb, 0.2)}" stroke-width="3" stroke-linecap="round"/>`,
  );
  S.add(`<path d="M40 350L120 266C300 260 600 258 870 270L900 350z" fill="${darken(bb, 0.08)}"/>`);
  // Knocknarea and Queen Maeve's cairn, across the bay
  const kn = mix(P.mtn[1], P.haze, 0.25);
  S.add(
    `<path d="M1060 330c40-40 80-70 130-74h60c40 6 80 40 110 74z" fill="${kn}"/><path d="M1206 257c6-10 30-10 36 0z" fill="${lighten(P.stone, 0.1)}"/>`,
  );
  // fields under the mountain
  const mid = wave(r, { y: 350, amp: 10, mod: dropRight(980, 0.02) });
  patchwork(S, P, mid, { rows: 4, h0: 16, trees: 16 });
  // surf rolling in at Strandhill
  const surf = new PathBuilder();
  for (let k = 0; k < 7; k++) {
    const y = 340 + k * 18 + r.f(-4, 4);
    const x = 1060 + k * 30 + r.f(0, 200);
    surf.M(x, y).L(x + r.f(120, 300), y + 2);
  }
  S.add(`<path d="${surf}" stroke="#fff" stroke-width="4" stroke-linecap="round" opacity=".75"/>`);
  const fg = wave(r, { y: 480, amp: 12, tilt: 50 });
  foreground(S, P, fg, { colors: [mix(P.fg[0], P.sand, 0.25), P.fg[1]] });
  tufts(S, fg, darken(P.fg[0], 0.15), 900, 1600, 14);
};

SCENES.tipperary = (S, P) => {
  const r = S.r;
  animalSyms(S);
  treeSyms(S, P);
  sky(S, P, {
    sun: [380, 190],
    clouds: [
      [700, 80, 0.9],
      [1100, 130, 0.7],
      [1450, 60, 0.8],
    ],
    birds: { x: 600, y: 140, k: 3 },
  });
  // the Galtee Mountains
  ridge(
    S,
    [
      [-20, 280],
      [150, 230],
      [330, 200],
      [480, 180],
      [640, 205],
      [820, 190],
      [1000, 240],
      [1200, 270],
      [1640, 290],
    ],
    {
      base: 320,
      fill: mix(P.mtn[0], P.haze, 0.3),
      shade: mix(darken(P.mtn[0], 0.14), P.haze, 0.25),
      rough: 0.14,
    },
  );
  const far = wave(r, { y: 300, amp: 8 });
  patchwork(S, P, far, {
    rows: 3,
    h0: 9,
    hedgeW: 1.2,
    trees: 16,
    treeR: 2.4,
    colors: [...P.greens, P.gold].map((c) => mix(c, P.haze, 0.3)),
    hedge: mix(P.hedge, P.haze, 0.3),
  });
  const mid = wave(r, { y: 340, amp: 10 });
  patchwork(S, P, mid, { rows: 3, h0: 18, trees: 14, colors: [...P.greens, P.gold] });
  // the Rock of Cashel
  const rx = 1170;
  const ry = 300;
  const stone = mix("#d2c6ae", P.tint ?? "#d2c6ae", 0.12);
  const shade = darken(stone, 0.16);
  S.add(
    `<path d="M930 420C960 380 1010 330 1060 312L1290 308C1340 320 1390 370 1420 420z" fill="${P.greens[3]}"/><path d="M1040 318c40-14 200-16 260-6l-10 18c-80-6-170-6-236 2z" fill="${mix(P.stone, P.greens[3], 0.3)}"/>`,
    at(
      rx,
      ry + 10,
      1,
      `<path d="M-120 0v-28l12-16 12 16V0z" fill="${shade}"/><path d="M-96 0v-56l10-14 10 14h110V0z" fill="${stone}"/><path d="M-22-56v-40h4v-4h5v4h5v-4h5v4h5v-4h5v4h3v40z" fill="${stone}"/><path d="M-4-96h10v-4h4v44h-14z" fill="${shade}"/><path d="M34 0v-62l16-16 16 16V0z" fill="${shade}"/><path d="M80 0v-118h12V0z" fill="${stone}"/><path d="M86 0v-118h6V0z" fill="${shade}"/><path d="M78-118l8-22 8 22z" fill="${darken(stone, 0.3)}"/><path d="M100 0v-66h4v-4h5v4h5v-4h5v4h5v-4h5v4h3v66z" fill="${stone}"/><path d="M120-66h12V0h-12z" fill="${shade}"/><path d="M-80-18h5v-22h-5zM-56-18h5v-22h-5zM-32-18h5v-22h-5zM-10-70h5v-16h-5zM48-20h5v-24h-5zM110-30h5v-14h-5z" fill="#4f483f"/>`,
    ),
  );
  const near = wave(r, { y: 440, amp: 8, tilt: -30 });
  hill(
    S,
    near,
    S.lin([
      [0, P.greens[2]],
      [1, P.greens[0]],
    ]),
  );
  S.add(
    use("cw", 1380, near(1380) + 30, 1.2),
    use("cw", 1460, near(1460) + 40, -1.2),
    use("cw", 1280, near(1280) + 46, 1.3),
  );
  S.add(
    trees(S, [
      [880, near(880) + 6, 1.6],
      [930, near(930) + 8, 1.3],
    ]),
  );
  const fg = wave(r, { y: 525, amp: 8, tilt: 20 });
  foreground(S, P, fg);
};

SCENES.tyrone = (S, P) => {
  const r = S.r;
  treeSyms(S, P);
  animalSyms(S);
  sky(S, P, { sun: [1280, 130], clouds: 4, birds: { x: 560, y: 120, k: 3 } });
  // the Sperrins: rounded heather uplands
  const sp1 = wave(r, { y: 220, amp: 26, lmin: 500, lmax: 900, tilt: 80 });
  S.add(
    `<path d="${areaD(sp1, { bottom: 340 })}" fill="${mix(mix(P.mtn[0], "#8f7396", 0.3), P.haze, 0.3)}"/>`,
  );
  const sp2 = wave(r, { y: 262, amp: 22, lmin: 400, lmax: 800, tilt: 60 });
  S.add(
    `<path d="${areaD(sp2, { bottom: 360 })}" fill="${mix(mix(P.mtn[2], "#7e6a74", 0.35), P.haze, 0.15)}"/>`,
  );
  // Lough Neagh, wide and flat, with eel boats
  S.add(
    `<path d="M600 322C900 316 1300 314 1640 312V600H600z" fill="${S.lin([
      [0, lighten(mix(P.sea[0], P.sky[2], 0.4), 0.1)],
      [1, P.sea[0]],
    ])}"/>`,
  );
  ripples(S, "#fff", { x0: 700, x1: 1600, y0: 330, y1: 410, k: 12 });
  for (const [x, y, s] of [
    [1020, 352, 0.8],
    [1240, 372, 1],
    [1420, 340, 0.7],
  ]) {
    S.add(
      at(
        x,
        y,
        s,
        `<path d="M-26-6h52l-8 8h-38z" fill="#2f4f6b"/><path d="M-8-6v-12h8v12z" fill="#e7b22f"/><circle cx="-4" cy="-22" r="4.5" fill="#e7c6a5"/><path d="M6-8l24-20" stroke="#5a5a5a" stroke-width="1.5"/>`,
      ),
    );
  }
  const mid = wave(r, { y: 332, amp: 10, mod: dropRight(560, 0.016) });
  patchwork(S, P, mid, { rows: 4, h0: 15, trees: 14 });
  const fg = wave(r, {
    y: 480,
    amp: 12,
    tilt: 40,
    mod: (x, v) => v + Math.max(0, x - 1000) ** 2 * 0.0008,
  });
  foreground(S, P, fg);
  S.add(
    trees(S, [
      [860, fg(860) + 10, 2],
      [920, fg(920) + 14, 1.6],
    ]),
  );
  S.add(use("cw", 600, fg(600) + 50, 1.3), use("cb", 690, fg(690) + 60, -1.3));
};

SCENES.waterford = (S, P) => {
  const r = S.r;
  animalSyms(S);
  sky(S, P, { sun: [1250, 150], clouds: 3, birds: { x: 880, y: 110, k: 4 } });
  sea(S, P, 302, { glint: { x: 1250, k: 9, h: 120 } });
  // the Comeragh Mountains inland
  ridge(
    S,
    [
      [-20, 230],
      [130, 180],
      [280, 150],
      [420, 170],
      [560, 160],
      [700, 210],
      [820, 270],
      [900, 320],
    ],
    {
      base: 330,
      fill: mix(P.mtn[0], P.haze, 0.3),
      shade: mix(darken(P.mtn[0], 0.14), P.haze, 0.25),
      rough: 0.14,
    },
  );
  // the Copper Coast: headlands of rust and green rock, a cove and sea stacks
  headland(S, P, {
    fn: wave(r, { y: 290, amp: 6, tilt: 20 }),
    xe: 1010,
    sea: 336,
    face: mix("#9a5a3c", P.haze, 0.25),
    faceLow: mix("#5d6b5e", P.haze, 0.25),
    faceW: 130,
    fields: { rows: 3, h0: 12, trees: 8, colors: P.greens.map((c) => mix(c, P.haze, 0.2)) },
  });
  S.add(
    `<path d="M1060 336l4-30 12-6 8 10 2 26z" fill="${mix("#8a553a", P.haze, 0.2)}"/><path d="M1050 337h46" stroke="#fff" stroke-width="2.5" opacity=".7"/>`,
  );
  // the cove's beach
  S.add(`<path d="M1040 392c80-14 200-16 280 0z" fill="${P.sand}"/>`);
  headland(S, P, {
    fn: (x) => 268 + (x - 1300) * -0.04 + Math.sin(x / 50) * 4,
    xe: 1300,
    dir: -1,
    sea: 420,
    face: "#a2603f",
    faceLow: "#4f5d55",
    faceW: 150,
    split: 0.5,
    fields: { rows: 3, h0: 18, trees: 8 },
  });
  S.add(
    `<path d="M1190 432l6-48 14-10 10 14 4 44z" fill="#8a553a"/><path d="M1210 374l10 14 4 44h-12z" fill="#6a412c"/><path d="M1180 433h56" stroke="#fff" stroke-width="3" opacity=".75"/>`,
  );
  ripples(S, "#fff", { x0: 900, x1: 1250, y0: 420, y1: 540, k: 10 });
  const fg = wave(r, {
    y: 470,
    amp: 10,
    tilt: 30,
    mod: (x, v) => v + 190 * Math.exp(-(((x - 1060) / 230) ** 2)),
  });
  foreground(S, P, fg);
  S.add(
    use("sh", 560, fg(560) + 50, 1.2),
    use("sh", 640, fg(640) + 60, -1.2),
    use("sh", 1480, fg(1480) + 40, -1.3),
  );
};

SCENES.westmeath = (S, P) => {
  const r = S.r;
  treeSyms(S, P);
  animalSyms(S);
  sky(S, P, { sun: [1320, 140], clouds: 4, birds: { x: 460, y: 130, k: 3 } });
  // Knockeyon above Lough Derravaragh
  const kn = wave(r, { y: 300, amp: 4, bumps: [{ x: 380, h: 70, w: 200 }] });
  S.add(`<path d="${areaD(kn, { bottom: 340 })}" fill="${mix(P.greens[3], P.haze, 0.35)}"/>`);
  const water = mix(P.sea[0], P.sky[1], 0.3);
  S.add(`<path d="M-20 318C300 312 700 316 1000 322C900 340 500 346 -20 344z" fill="${water}"/>`);
  const far = wave(r, {
    y: 318,
    amp: 8,
    mod: (x, v) => (x < 1000 ? v + 30 + (1000 - x) * 0.02 : v),
  });
  patchwork(S, P, far, {
    rows: 3,
    h0: 10,
    hedgeW: 1.3,
    trees: 18,
    treeR: 2.5,
    colors: P.greens.map((c) => mix(c, P.haze, 0.25)),
    hedge: mix(P.hedge, P.haze, 0.25),
  });
  // Lough Ennell, nearer, with swans
  const mid = wave(r, { y: 360, amp: 10 });
  patchwork(S, P, mid, { rows: 3, h0: 16, trees: 12 });
  S.add(
    `<path d="M620 600C620 480 690 412 900 402C1100 394 1400 404 1640 420V600z" fill="${S.lin([
      [0, lighten(water, 0.2)],
      [1, water],
    ])}"/>`,
  );
  ripples(S, "#fff", { x0: 750, x1: 1600, y0: 410, y1: 470, k: 10 });
  for (const [x, y, s] of [
    [1100, 440, 1],
    [1150, 452, 0.9],
  ])
    S.add(
      at(
        x,
        y,
        s,
        `<path d="M-14 0c0-8 10-10 20-6c4-6 2-14 6-18c4-2 6 2 4 4c-4 2-2 10-4 16c4 4 4 4 2 4z" fill="#fff"/><path d="M16-22l5 1-4 2z" fill="#e27a2b"/>`,
      ),
    );
  S.add(
    trees(S, [
      [690, 430, 1.6],
      [740, 420, 1.3],
    ]),
  );
  const fg = wave(r, {
    y: 490,
    amp: 10,
    tilt: -20,
    mod: (x, v) => v + 50 * Math.exp(-(((x - 900) / 200) ** 2)),
  });
  foreground(S, P, fg);
  S.add(
    use("cb", 1240, fg(1240) + 50, 1.3),
    use("cb", 1320, fg(1320) + 60, -1.3),
    use("cw", 1420, fg(1420) + 46, 1.2),
  );
};

SCENES.wicklow = (S, P) => {
  const r = S.r;
  treeSyms(S, P);
  animalSyms(S);
  sky(S, P, {
    sun: [820, 130],
    clouds: [
      [260, 80, 1],
      [1150, 110, 0.8],
      [1500, 60, 0.7],
    ],
    birds: { x: 1050, y: 160, k: 3 },
  });
  // the Great Sugar Loaf
  mountains(S, [[1380, 150, 110, 130, 0.06, 0.4]], {
    base: 320,
    fill: mix("#b8b0a8", P.haze, 0.3),
    shade: mix("#8f8880", P.haze, 0.3),
  });
  // the valley of Glendalough between forested slopes
  ridge(
    S,
    [
      [-20, 150],
      [200, 120],
      [420, 170],
      [620, 250],
      [760, 330],
    ],
    {
      base: 360,
      fill: mix(mix(P.mtn[2], "#8f7a8a", 0.3), P.haze, 0.15),
      shade: darken(mix(P.mtn[2], "#8f7a8a", 0.3), 0.12),
      rough: 0.12,
    },
  );
  ridge(
    S,
    [
      [760, 330],
      [900, 270],
      [1080, 210],
      [1250, 250],
      [1400, 300],
      [1640, 310],
    ],
    {
      base: 360,
      fill: mix(P.mtn[1], P.haze, 0.15),
      shade: darken(P.mtn[1], 0.12),
      rough: 0.12,
    },
  );
  let con = "";
  for (let i = 0; i < 70; i++) {
    const x = r.f(380, 1150);
    const y = x < 760 ? 220 + (x - 380) * 0.33 + r.f(0, 50) : 300 - (x - 760) * 0.16 + r.f(0, 50);
    con += use("tc", x, y + 40, r.f(0.9, 1.3));
  }
  S.add(con);
  S.add(
    `<path d="M620 352C700 336 880 334 980 344C940 360 700 364 620 352z" fill="${mix(P.sea[0], P.sky[1], 0.25)}"/>`,
  );
  const mid = wave(r, { y: 372, amp: 8 });
  patchwork(S, P, mid, { rows: 3, h0: 16, trees: 16 });
  roundTower(S, 1060, mid(1060) + 28, 0.6);
  S.add(`<path d="M1078 ${n(mid(1078) + 28)}v-18l10-8 10 8v18z" fill="#b8ae9b"/>`);
  const fg = wave(r, { y: 480, amp: 12, tilt: 50 });
  foreground(S, P, fg);
  S.add(
    use("sh", 1250, fg(1250) + 40, 1.4),
    use("sh", 1330, fg(1330) + 54, -1.5),
    use("sh", 1440, fg(1440) + 44, 1.3),
  );
  tufts(S, fg, darken(P.fg[0], 0.2), 1100, 1600, 10);
};

// ---------------------------------------------------------------------------
// Fallback shop images (1200 x 800)
// ---------------------------------------------------------------------------

const FW = 1200;
const FH = 800;

function fbSky(S, top, bottom, sun) {
  S.add(
    `<rect width="${FW}" height="${FH}" fill="${S.lin([
      [0, top],
      [1, bottom],
    ])}"/>`,
  );
  if (sun) {
    const g = S.radial([
      [0, "#fff6d8", 0.9],
      [0.4, "#fff6d8", 0.3],
      [1, "#fff6d8", 0],
    ]);
    S.add(
      `<circle cx="${sun[0]}" cy="${sun[1]}" r="220" fill="${g}"/><circle cx="${sun[0]}" cy="${sun[1]}" r="42" fill="#fffbea"/>`,
    );
  }
  S.sym(
    "cl",
    `<path d="M-64 0a20 20 0 0 1 14-28a30 30 0 0 1 52-14a24 24 0 0 1 40 14a18 18 0 0 1 22 28z"/>`,
  );
}

/** Wooden crate seen from the front, with its load shown at the top. */
function crate(S, x, y, w, h, { wood = "#c08a52", dark = "#8d5f33", load = "" } = {}) {
  return at(
    x,
    y,
    1,
    `${load}<path d="M0 0h${w}v${h}H0z" fill="${wood}"/><path d="M${w} 0l${n(w * 0.12)}-${n(h * 0.16)}v${h}l-${n(w * 0.12)} ${n(h * 0.16)}z" fill="${dark}"/><path d="M0 ${n(h * 0.32)}h${w}M0 ${n(h * 0.66)}h${w}" stroke="${dark}" stroke-width="5"/><path d="M8 6v${h - 12}M${w - 8} 6v${h - 12}" stroke="${dark}" stroke-width="4" opacity=".6"/>`,
  );
}

const FALLBACKS = [
  // 1. A farm shop storefront with produce crates
  (S) => {
    const r = S.r;
    fbSky(S, "#8fc8e6", "#eef5e6", [990, 130]);
    S.add(
      use("cl", 220, 150, 1.3, ` fill="#fff" opacity=".8"`),
      use("cl", 760, 90, -0.9, ` fill="#fff" opacity=".7"`),
    );
    S.add(
      `<path d="M0 470C200 410 420 430 620 450C820 470 1000 410 1200 430V800H0z" fill="#b3d690"/><path d="M0 540C300 500 700 520 1200 505V800H0z" fill="#93c272"/>`,
    );
    S.sym(
      "tr",
      `<path d="M-3 0v-24h6V0z" fill="#6b4f35"/><circle cy="-40" r="22" fill="#4f8f45"/><path d="M0-62a22 22 0 0 1 0 44z" fill="#3c7538"/><circle cx="-12" cy="-26" r="13" fill="#5a9c4e"/>`,
    );
    S.add(use("tr", 120, 660, 4.2), use("tr", 1100, 660, 3.6), use("tr", 1010, 640, 2.4));
    // ground and path
    S.add(
      `<path d="M0 640H1200V800H0z" fill="#7fb061"/><path d="M515 650H685L850 800H350z" fill="#dcc9a2"/><path d="M240 652H960v10H240z" fill="#000" opacity=".12"/>`,
    );
    // the building: timber-clad gable with a red roof
    const roofY = (x) => (x < 600 ? 340 - ((x - 260) * 150) / 340 : 190 + ((x - 600) * 150) / 340);
    const planks = new PathBuilder();
    for (let x = 284; x < 940; x += 26) planks.M(x, roofY(x) + 6).L(x, 650);
    S.add(
      `<path d="M260 650V340L600 190L940 340V650z" fill="#2f6b4f"/><path d="${planks}" stroke="#24573f" stroke-width="3"/>`,
      `<path d="M226 356L600 168L974 356L956 370L600 192L244 370z" fill="#a43d2c"/><path d="M226 356L600 168L604 180L244 370z" fill="#c4503a"/>`,
      // loft window
      `<circle cx="600" cy="268" r="34" fill="#f4ead2"/><circle cx="600" cy="268" r="27" fill="${S.lin(
        [
          [0, "#ffe9a8"],
          [1, "#f6c86a"],
        ],
      )}"/><path d="M600 241v54M573 268h54" stroke="#f4ead2" stroke-width="5"/>`,
      // blank sign with an apple-and-wheat emblem
      `<rect x="470" y="322" width="260" height="52" rx="10" fill="#f4ead2" stroke="#7a5a3a" stroke-width="5"/><circle cx="600" cy="350" r="15" fill="#d13b2e"/><path d="M600 336q2-8 8-10" stroke="#5a3a22" stroke-width="3" fill="none"/><path d="M604 334q10-10 18-4q-8 8-18 4z" fill="#4f8f45"/><path d="M540 362q10-18 30-22M660 362q-10-18-30-22" stroke="#c99a3a" stroke-width="4" fill="none" stroke-linecap="round"/>`,
    );
    // awning
    let aw = "";
    for (let i = 0; i < 15; i++) {
      const x = 300 + i * 40;
      aw += `<path d="M${x} 392h40v40a20 14 0 0 1-40 0z" fill="${i % 2 ? "#f2ead8" : "#c8412f"}"/>`;
    }
    S.add(
      `<path d="M300 432h600v22H300z" fill="#000" opacity=".15"/>`,
      aw,
      `<path d="M292 388h616v8H292z" fill="#8f2f22"/>`,
    );
    // doorway with shelves of produce inside
    const inside = [];
    for (let row = 0; row < 3; row++)
      for (let i = 0; i < 6; i++) inside.push([548 + i * 20 + r.f(-3, 3), 520 + row * 40, 7]);
    S.add(
      `<path d="M526 650V476h148v174z" fill="#f4ead2"/><path d="M536 650V486h128v164z" fill="#3b2a1e"/><path d="M536 530h128M536 570h128M536 610h128" stroke="#6b4a31" stroke-width="5"/>`,
    );
    dots(S, inside.slice(0, 6), "#d8452f");
    dots(S, inside.slice(6, 12), "#e98a2a");
    dots(S, inside.slice(12), "#7fb148");
    // windows with window boxes
    for (const wx of [318, 732]) {
      S.add(
        `<path d="M${wx} 464h150v110H${wx}z" fill="#f4ead2"/><path d="M${wx + 8} 472h134v94H${wx + 8}z" fill="${S.lin(
          [
            [0, "#ffe8a6"],
            [1, "#f2bd62"],
          ],
        )}"/><path d="M${wx + 75} 472v94M${wx + 8} 519h134" stroke="#f4ead2" stroke-width="6"/><path d="M${wx - 6} 574h162v20H${wx - 6}z" fill="#7a5a3a"/>`,
      );
      const fl = [];
      for (let i = 0; i < 9; i++) fl.push([wx + 4 + i * 17, 570 + r.f(-4, 2), 7]);
      S.add(`<path d="M${wx - 2} 576c20-16 140-16 154 0z" fill="#3f7d3a"/>`);
      dots(S, fl, wx < 600 ? "#e85d75" : "#f3b43b");
    }
    // trestle benches with crates of produce
    const produce = (kind, w) => {
      const list = [];
      const colors = {
        apples: "#d13b2e",
        oranges: "#ee8a23",
        cabbages: "#8cc063",
        potatoes: "#d7b27a",
      };
      const sz = kind === "cabbages" ? 15 : 10;
      for (let i = 0; i < Math.floor(w / (sz * 1.7)); i++)
        list.push([sz + i * sz * 1.7 + r.f(-2, 2), r.f(-4, 2), sz]);
      for (let i = 0; i < Math.floor(w / (sz * 1.7)) - 1; i++)
        list.push([sz * 1.8 + i * sz * 1.7, -sz + r.f(-2, 2), sz]);
      const groups = list.map(([x, y, rr]) => `M${n(x)} ${n(y)}h0`).join("");
      return `<path d="${groups}" stroke="${colors[kind]}" stroke-width="${sz * 2}" stroke-linecap="round"/><path d="${list.map(([x, y, rr]) => `M${n(x - rr * 0.35)} ${n(y - rr * 0.35)}h0`).join("")}" stroke="#fff" stroke-width="${n(sz * 0.5)}" stroke-linecap="round" opacity=".35"/>`;
    };
    for (const [bx, kinds] of [
      [280, ["apples", "cabbages", "oranges"]],
      [700, ["potatoes", "apples", "cabbages"]],
    ]) {
      S.add(
        `<path d="M${bx} 610h220v10H${bx}z" fill="#6b4a31"/><path d="M${bx + 14} 620l-8 32M${bx + 206} 620l8 32" stroke="#6b4a31" stroke-width="8"/>`,
      );
      kinds.forEach((k, i) =>
        S.add(crate(S, bx + 6 + i * 72, 574, 62, 36, { load: produce(k, 62) })),
      );
    }
    // pumpkins on the ground
    for (const [x, y, s] of [
      [470, 668, 1],
      [505, 676, 0.8],
      [760, 672, 0.9],
    ])
      S.add(
        at(
          x,
          y,
          s,
          `<ellipse rx="30" ry="22" fill="#e9791e"/><path d="M-10-20c-6 10-6 30 0 40M10-20c6 10 6 30 0 40" stroke="#c65d12" stroke-width="3" fill="none"/><path d="M0-20v-10" stroke="#5a7a2a" stroke-width="5" stroke-linecap="round"/>`,
        ),
      );
    // chalkboard A-frame with a doodled carrot (no lettering)
    S.add(
      `<path d="M968 700l22-120h60l22 120" fill="none" stroke="#7a5a3a" stroke-width="8"/><path d="M984 592h72v84h-72z" fill="#2f3b36"/><path d="M1004 654l30-30M1034 624l8-14M1034 624l12-4M1034 624l10-10" stroke="#f4f1e8" stroke-width="4" stroke-linecap="round"/><path d="M1004 654l-4 6" stroke="#f2a65a" stroke-width="4" stroke-linecap="round"/>`,
    );
  },

  // 2. A basket of vegetables
  (S) => {
    S.add(
      `<rect width="${FW}" height="${FH}" fill="${S.lin([
        [0, "#eef3e4"],
        [1, "#d6e4c8"],
      ])}"/>`,
    );
    S.add(
      `<circle cx="600" cy="360" r="360" fill="${S.radial([
        [0, "#ffffff", 0.7],
        [1, "#ffffff", 0],
      ])}"/>`,
    );
    // table
    S.add(
      `<path d="M0 600H1200V800H0z" fill="#b98554"/><path d="M0 600H1200v8H0z" fill="#d4a06c"/><path d="M0 668H1200M0 740H1200" stroke="#a3703f" stroke-width="4"/><path d="M240 668v72M820 740v60M560 600v68" stroke="#a3703f" stroke-width="3"/>`,
      `<ellipse cx="600" cy="706" rx="340" ry="26" fill="#000" opacity=".18"/>`,
    );
    // handle and the basket's dark interior
    S.add(
      `<path d="M330 486C330 190 870 190 870 486" fill="none" stroke="#9a6533" stroke-width="28"/><path d="M330 486C330 190 870 190 870 486" fill="none" stroke="#c99157" stroke-width="10" stroke-dasharray="26 10"/>`,
      `<ellipse cx="600" cy="486" rx="292" ry="58" fill="#5e3a1f"/>`,
    );
    // leeks
    S.add(
      `<path d="M520 500L470 396M560 498L530 386" stroke="#f1efd8" stroke-width="34" stroke-linecap="round"/><path d="M470 396L430 300M530 386L512 290" stroke="#a9cc74" stroke-width="30" stroke-linecap="round"/><path d="M432 306L360 196M432 306L420 170M432 306L470 196M512 296L470 190M512 296L540 176M512 296L580 210" stroke="#3f7d3a" stroke-width="20" stroke-linecap="round"/>`,
    );
    // carrot tops
    S.add(
      `<path d="M770 440L800 300M770 440L850 320M770 440L880 372M760 440L740 320" stroke="#4f9a3a" stroke-width="10" stroke-linecap="round"/><path d="M800 300l-14-20M800 300l14-18M850 320l4-24M850 320l20-10M880 372l20-14M740 320l-18-14M740 320l6-22" stroke="#5fae45" stroke-width="8" stroke-linecap="round"/>`,
    );
    // beetroot with stems
    S.add(
      `<path d="M420 420L380 330M430 416L440 320" stroke="#b0285a" stroke-width="6"/><path d="M380 330c-30-20-30-60 0-70c20 20 20 50 0 70zM440 320c-10-30 10-60 40-60c0 30-10 50-40 60z" fill="#4d8a3e"/><circle cx="430" cy="460" r="50" fill="#7c1f45"/><circle cx="414" cy="444" r="14" fill="#fff" opacity=".15"/>`,
    );
    // cabbage
    S.add(
      `<circle cx="600" cy="420" r="100" fill="#8cc263"/><path d="M520 380c20-50 140-60 170-10c-40-24-120-24-170 10z" fill="#a9d47f"/><path d="M600 330v170M600 400l-60-40M600 430l70-50M600 460l-70-30" stroke="#c9e6a6" stroke-width="5" stroke-linecap="round" fill="none"/><path d="M500 440c-20-80 40-130 100-120c-70 10-100 60-90 130z" fill="#6fa94c"/><path d="M700 440c20-80-40-130-100-120c70 10 100 60 90 130z" fill="#6fa94c"/>`,
    );
    // yellow pepper and tomatoes
    S.add(
      `<path d="M500 480c-30-6-50 30-40 60c20 20 60 20 80 0c10-30-10-66-40-60z" fill="#f5c02f"/><path d="M500 480v-16" stroke="#4f8a3e" stroke-width="8" stroke-linecap="round"/><path d="M476 500c-6 14-6 28 0 36" stroke="#fff" stroke-width="6" opacity=".35" fill="none" stroke-linecap="round"/>`,
    );
    const tomato = (x, y, rr) =>
      `<circle cx="${x}" cy="${y}" r="${rr}" fill="#e0402c"/><circle cx="${x - rr * 0.35}" cy="${y - rr * 0.35}" r="${n(rr * 0.25)}" fill="#fff" opacity=".35"/><path d="M${x} ${y - rr}l-10-6 8 10-14 2 14 2-4 12 8-10 8 10-4-12 14-2-14-2 8-10z" fill="#3f7d3a"/>`;
    S.add(tomato(700, 470, 42), tomato(764, 494, 36), tomato(660, 510, 32));
    // carrots poking out
    S.add(
      `<path d="M740 470L930 406L742 506z" fill="#ee7d22"/><path d="M730 490L900 470L736 520z" fill="#f08a2c"/><path d="M790 460l10 22M840 442l8 20M880 428l6 14M800 500l2 16M850 490l2 14" stroke="#c65d12" stroke-width="3" stroke-linecap="round"/>`,
    );
    // the basket body, woven
    const bodyD = `M308 486C318 604 360 690 420 700H780C840 690 882 604 892 486C800 540 400 540 308 486z`;
    const { clip, use: useBody } = S.clipFrom(bodyD);
    S.add(useBody(`fill="#b47b43"`));
    const weave = new PathBuilder();
    for (let y = 520; y < 710; y += 22) weave.M(290, y).L(910, y);
    const stakes = new PathBuilder();
    for (let x = 330; x < 900; x += 36) stakes.M(x, 480).L(600 + (x - 600) * 0.85, 710);
    S.add(
      `<g clip-path="${clip}"><path d="${weave}" stroke="#8c5a2b" stroke-width="10"/><path d="${weave}" stroke="#cf9a5c" stroke-width="4" stroke-dasharray="18 18" transform="translate(0 -3)"/><path d="${stakes}" stroke="#7a4b22" stroke-width="4" opacity=".6"/><path d="M700 470c40 60 60 150 50 240h150V470z" fill="#000" opacity=".1"/></g>`,
      `<path d="M308 486C400 540 800 540 892 486" fill="none" stroke="#8b5a2b" stroke-width="20" stroke-linecap="round"/><path d="M308 482C400 536 800 536 892 482" fill="none" stroke="#c99157" stroke-width="6" stroke-linecap="round" stroke-dasharray="20 8"/>`,
    );
    // on the table: tomato, garlic, carrot
    S.add(
      tomato(960, 700, 30),
      `<path d="M250 712c-40 0-50-50-20-70c6-10 10-20 10-30c0 10 4 20 10 30c30 20 20 70 0 70z" fill="#f4efe4"/><path d="M240 642c-6 20-6 50 0 70M260 642c6 20 6 50 0 70" stroke="#d9d0bd" stroke-width="3" fill="none"/>`,
      `<path d="M1010 752L1160 712L1014 772z" fill="#ee7d22"/><path d="M1010 762l-30-14M1010 762l-28 6M1010 762l-24-26" stroke="#4f9a3a" stroke-width="7" stroke-linecap="round"/>`,
    );
  },

  // 3. Eggs and a jug of milk
  (S) => {
    S.add(
      `<rect width="${FW}" height="${FH}" fill="${S.lin([
        [0, "#f7efe0"],
        [1, "#efdfc3"],
      ])}"/>`,
    );
    S.add(
      `<path d="M760 60h340v380H760z" fill="#fffaf0" opacity=".7"/><path d="M930 60v380M760 250h340" stroke="#efdfc3" stroke-width="12"/>`,
    );
    S.add(
      `<path d="M0 590H1200V800H0z" fill="#c79a66"/><path d="M0 590H1200v8H0z" fill="#dcb384"/><path d="M0 680H1200" stroke="#b4834f" stroke-width="4"/>`,
    );
    // gingham cloth
    const ging = S.uid("q");
    S.def(
      `<pattern id="${ging}" width="36" height="36" patternUnits="userSpaceOnUse" patternTransform="rotate(-8)"><rect width="36" height="36" fill="#fff"/><path d="M0 0h18v36H0zM0 0h36v18H0z" fill="#d9534a" opacity=".55"/></pattern>`,
    );
    S.add(
      `<path d="M90 610L820 590L900 800H20z" fill="url(#${ging})"/><path d="M90 610L820 590" stroke="#c24a40" stroke-width="3" opacity=".5"/>`,
    );
    S.add(`<ellipse cx="390" cy="664" rx="170" ry="20" fill="#000" opacity=".18"/>`);
    // milk jug: white enamel with blue bands
    const jugD = `M300 294C296 278 320 268 350 268H440C466 268 480 282 476 300C472 322 462 334 462 354C520 410 536 520 504 604C494 630 470 648 440 650H340C310 648 286 630 276 604C244 520 260 410 318 354C318 334 304 318 300 294z`;
    const { clip: jc, use: useJug } = S.clipFrom(jugD);
    S.add(
      `<path d="M470 330C560 320 590 420 510 520" fill="none" stroke="#e8edf0" stroke-width="26" stroke-linecap="round"/><path d="M470 330C560 320 590 420 510 520" fill="none" stroke="#cdd6dc" stroke-width="8" stroke-linecap="round"/>`,
      useJug(`fill="#f8faf9"`),
      `<g clip-path="${jc}"><path d="M420 250C470 360 480 560 420 680H560V250z" fill="#dfe6ea"/><path d="M240 420H560v16H240zM240 448H560v6H240z" fill="#3f6fa8"/><path d="M330 330c-30 60-40 160-20 250" stroke="#fff" stroke-width="14" fill="none" stroke-linecap="round"/></g>`,
      `<path d="M300 294L270 272L318 270z" fill="#f8faf9"/><ellipse cx="388" cy="284" rx="86" ry="14" fill="#fffef6" stroke="#dfe6ea" stroke-width="5"/>`,
    );
    // glass of milk
    S.add(
      `<ellipse cx="600" cy="650" rx="52" ry="10" fill="#000" opacity=".15"/><path d="M552 470L562 640C564 650 636 650 638 640L648 470z" fill="#fffef8"/><path d="M550 430L560 640C562 654 638 654 640 640L650 430" fill="none" stroke="#c9d8dc" stroke-width="4"/><ellipse cx="600" cy="470" rx="48" ry="8" fill="#fff" stroke="#e4ece9" stroke-width="2"/><path d="M568 490l6 130" stroke="#fff" stroke-width="8" opacity=".8" stroke-linecap="round"/>`,
    );
    // a bowl of eggs
    S.add(`<ellipse cx="900" cy="680" rx="190" ry="20" fill="#000" opacity=".16"/>`);
    const egg = (x, y, c, s = 1, rot = 0) =>
      `<g transform="translate(${x} ${y}) rotate(${rot}) scale(${s})"><path d="M0-48C26-48 38-12 38 10C38 34 22 48 0 48C-22 48-38 34-38 10C-38-12-26-48 0-48z" fill="${c}"/><path d="M10-46C30-40 38-10 38 10C38 34 22 48 0 48C20 36 28 10 10-46z" fill="#000" opacity=".08"/><ellipse cx="-14" cy="-18" rx="7" ry="12" fill="#fff" opacity=".45" transform="rotate(20)"/></g>`;
    S.add(
      egg(830, 518, "#d9a06a", 1, -12),
      egg(900, 494, "#f3e4c8", 1.05, 4),
      egg(970, 522, "#c98e58", 1, 14),
      egg(865, 556, "#f7efe0", 1, -4),
      egg(940, 562, "#dcab75", 1, 8),
    );
    S.add(
      `<path d="M720 570C730 660 800 690 900 690C1000 690 1070 660 1080 570z" fill="#8fb8c8"/><path d="M720 570C730 660 800 690 900 690C840 680 770 640 760 570z" fill="#fff" opacity=".25"/><path d="M714 566H1086" stroke="#6f9aab" stroke-width="10" stroke-linecap="round"/><path d="M760 610h280" stroke="#fff" stroke-width="6" opacity=".5"/>`,
    );
    // loose eggs on the cloth
    S.add(
      `<ellipse cx="700" cy="740" rx="60" ry="10" fill="#000" opacity=".15"/>`,
      egg(680, 704, "#e9c79c", 0.8, 70),
      egg(740, 720, "#f7efe0", 0.75, -60),
    );
  },

  // 4. Jars of honey and jam
  (S) => {
    S.add(
      `<rect width="${FW}" height="${FH}" fill="${S.lin([
        [0, "#fdeec8"],
        [1, "#f3d08e"],
      ])}"/>`,
    );
    S.add(
      `<circle cx="600" cy="330" r="420" fill="${S.radial([
        [0, "#fff9e6", 0.8],
        [1, "#fff9e6", 0],
      ])}"/>`,
    );
    S.add(
      `<path d="M0 610H1200V800H0z" fill="#9b6a3f"/><path d="M0 610H1200v10H0z" fill="#b98552"/><path d="M0 700H1200" stroke="#875a33" stroke-width="4"/>`,
    );
    const check = (c) => {
      const id = S.uid("q");
      S.def(
        `<pattern id="${id}" width="20" height="20" patternUnits="userSpaceOnUse"><rect width="20" height="20" fill="#fff"/><path d="M0 0h10v20H0zM0 0h20v10H0z" fill="${c}" opacity=".6"/></pattern>`,
      );
      return `url(#${id})`;
    };
    const jar = (x, y, w, h, fill, cloth, label) => {
      const body = `M${x} ${y + 30}c0-14 10-22 24-22h${w - 48}c14 0 24 8 24 22v${h - 50}c0 14-10 22-24 22H${x + 24}c-14 0-24-8-24-22z`;
      return (
        `<ellipse cx="${x + w / 2}" cy="${y + h + 4}" rx="${w * 0.6}" ry="10" fill="#000" opacity=".18"/>` +
        `<path d="${body}" fill="${fill}"/><path d="M${x + 16} ${y + 46}v${h - 80}" stroke="#fff" stroke-width="12" opacity=".35" stroke-linecap="round"/><path d="M${x + w - 18} ${y + 46}v${h - 80}" stroke="#000" stroke-width="10" opacity=".12" stroke-linecap="round"/>` +
        `<rect x="${x + 6}" y="${y - 6}" width="${w - 12}" height="22" rx="6" fill="#c9c3b6"/>` +
        `<path d="M${x - 16} ${y + 26}c10-44 ${w + 12}-44 ${w + 32} 0c-8 6-16-4-24 4s-16-4-24 2-16-4-24 2-16-4-24 2-16-4-24 2c-8 4-16-8-${n(Math.max(0, w - 160))} 0z" fill="${cloth}" stroke="#000" stroke-opacity=".13"/>` +
        `<path d="M${x + 4} ${y + 18}H${x + w - 4}" stroke="#c8a46a" stroke-width="4" stroke-linecap="round"/><path d="M${x + w / 2} ${y + 18}l-14 20M${x + w / 2} ${y + 18}l12 22" stroke="#c8a46a" stroke-width="3"/>` +
        `<rect x="${x + 22}" y="${y + h * 0.45}" width="${w - 44}" height="${n(h * 0.3)}" rx="10" fill="#fbf5e6"/>` +
        at(x + w / 2, y + h * 0.6, 1.7, label)
      );
    };
    const bee = `<ellipse rx="16" ry="11" fill="#f2b632"/><path d="M-6-10v20M4-11v22" stroke="#3a2a1e" stroke-width="5"/><ellipse cx="-4" cy="-14" rx="8" ry="6" fill="#d9eef7"/><ellipse cx="6" cy="-14" rx="8" ry="6" fill="#e9f6fb"/><circle cx="16" cy="0" r="5" fill="#3a2a1e"/>`;
    const berry = `<path d="M-14-8c0-10 28-10 28 0c0 14-8 24-14 26c-6-2-14-12-14-26z" fill="#d8283a"/><path d="M-10-12l10 6 10-6-6-6-4 4-4-4z" fill="#3f8a3c"/><path d="M-6 0h0M4-2h0M0 8h0M-4 12h0M6 8h0" stroke="#f7e08a" stroke-width="3" stroke-linecap="round"/>`;
    const currants = `<circle cx="-8" cy="2" r="9" fill="#3b1838"/><circle cx="8" cy="4" r="9" fill="#4a1f46"/><circle cx="0" cy="-10" r="9" fill="#55264f"/><path d="M0-18c4-10 10-12 16-12" stroke="#4f8a3e" stroke-width="3" fill="none"/>`;
    const amber = S.lin([
      [0, "#f7c548"],
      [1, "#d4860f"],
    ]);
    S.add(
      jar(170, 340, 240, 270, "#c4283b", check("#d9413f"), berry),
      jar(800, 360, 230, 250, "#55204c", check("#7a4a9a"), currants),
      jar(465, 230, 270, 380, amber, check("#e0a82c"), bee),
    );
    // honeycomb on a board, honey dipper, berries
    const hex = S.uid("h");
    S.def(
      `<pattern id="${hex}" width="24" height="41.6" patternUnits="userSpaceOnUse"><rect width="24" height="41.6" fill="#c9850f"/><path d="M12 0l12 7v13.8l-12 7-12-7V7zM0 20.8l12 7v13.8M24 20.8l-12 7" fill="#f6b92e" stroke="#e9a21c" stroke-width="3"/></pattern>`,
    );
    S.add(
      `<path d="M860 690h260l-20 50H880z" fill="#7a4d2a"/><path d="M880 694c0-40 30-70 90-70s110 30 110 70z" fill="url(#${hex})" stroke="#b8760c" stroke-width="4"/>`,
      `<path d="M330 700L620 650" stroke="#b07a45" stroke-width="14" stroke-linecap="round"/><g transform="translate(640 646) rotate(-10)"><ellipse rx="36" ry="26" fill="#c48a4e"/><path d="M-24-22v44M-8-26v52M8-26v52M24-22v44" stroke="#8d5a2b" stroke-width="5"/></g><path d="M660 668c10 20 20 40 10 62c-10 8-30 8-40 0c-6-20 10-40 30-62z" fill="#e7a21f" opacity=".9"/><ellipse cx="650" cy="736" rx="40" ry="8" fill="#e7a21f" opacity=".9"/>`,
    );
    S.add(at(120, 690, 1.5, berry), at(180, 712, 1.3, berry), at(1040, 770, 1.3, currants));
    // bees on the wing
    S.add(
      `<path d="M250 200c60-60 140-20 120 30s-80 20-40-30s120-60 180-40" fill="none" stroke="#8a6a3a" stroke-width="3" stroke-dasharray="2 10" stroke-linecap="round"/><path d="M860 170c40 40 120 40 150-10" fill="none" stroke="#8a6a3a" stroke-width="3" stroke-dasharray="2 10" stroke-linecap="round"/>`,
      at(560, 160, 1.6, bee),
      at(1030, 150, 1.3, bee),
    );
  },

  // 5. An orchard with apple crates
  (S) => {
    const r = S.r;
    fbSky(S, "#94c9e8", "#f1f4dc", [220, 140]);
    S.add(
      use("cl", 640, 120, 1.2, ` fill="#fff" opacity=".8"`),
      use("cl", 1000, 190, -0.8, ` fill="#fff" opacity=".7"`),
    );
    S.add(
      `<path d="M0 400C200 360 400 370 600 390C800 410 1000 360 1200 380V800H0z" fill="#b5d68e"/>`,
    );
    S.sym(
      "ot",
      `<ellipse rx="26" ry="5" fill="#000" opacity=".12"/><path d="M-3 0l1-26h4l1 26z" fill="#6d4b37"/><circle cx="-14" cy="-38" r="18" fill="#4f8f45"/><circle cx="14" cy="-38" r="18" fill="#3f7d3a"/><circle cy="-52" r="22" fill="#5a9c4e"/><path d="M-14-44h0M6-56h0M16-36h0M-4-32h0M-20-56h0M10-44h0" stroke="#d8352a" stroke-width="7" stroke-linecap="round"/>`,
    );
    S.add(`<path d="M0 470C300 440 800 450 1200 440V800H0z" fill="#9ccb72"/>`);
    let rows = "";
    for (let k = 0; k < 4; k++) {
      const s = 0.55 + k * 0.35;
      const y = 420 + k * 42 + k * k * 10;
      for (let x = -40 + (k % 2) * 40 * s; x < 1260; x += 120 * s) rows += use("ot", x, y, s);
    }
    S.add(rows);
    S.add(`<path d="M0 640C300 610 800 620 1200 600V800H0z" fill="#7fb35c"/>`);
    // near tree with a ladder
    S.add(use("ot", 1040, 700, 4.2));
    S.add(
      `<path d="M900 740L990 440M950 750L1040 450" stroke="#a7753f" stroke-width="10" stroke-linecap="round"/><path d="M915 690l48 8M930 640l48 8M945 590l48 8M960 540l48 8M975 490l48 8" stroke="#a7753f" stroke-width="8" stroke-linecap="round"/>`,
    );
    // crates of apples
    S.sym(
      "ap",
      `<circle r="15" fill="#d8352a"/><path d="M0-15a15 15 0 0 1 0 30z" fill="#b82a22"/><circle cx="-5" cy="-5" r="4" fill="#fff" opacity=".4"/><path d="M0-13q1-6 5-9" stroke="#5a3a22" stroke-width="2.5" fill="none"/>`,
    );
    const load = (w) => {
      let s = "";
      for (let i = 0; i < Math.floor(w / 28); i++)
        s += use("ap", 16 + i * 28 + r.f(-2, 2), -4 + r.f(-3, 3));
      for (let i = 0; i < Math.floor(w / 28) - 1; i++)
        s += use("ap", 30 + i * 28, -20 + r.f(-3, 3));
      return s;
    };
    S.add(`<ellipse cx="420" cy="770" rx="320" ry="22" fill="#000" opacity=".15"/>`);
    S.add(
      crate(S, 140, 660, 250, 110, { load: load(250) }),
      crate(S, 420, 660, 250, 110, { load: load(250) }),
    );
    S.add(crate(S, 280, 550, 250, 110, { load: load(250) }));
    S.add(crate(S, 700, 700, 160, 80, { load: load(160), wood: "#c99a62", dark: "#94683b" }));
    // windfalls
    S.add(
      use("ap", 90, 770, 1),
      use("ap", 720, 790, 0.9),
      use("ap", 900, 770, 1.1),
      use("ap", 60, 740, 0.8),
    );
  },
];

// ---------------------------------------------------------------------------
// Output
// ---------------------------------------------------------------------------

/** name, region, sky preset */
const COUNTIES = [
  ["Antrim", "Northern Ireland", "day"],
  ["Armagh", "Northern Ireland", "morning"],
  ["Carlow", "Leinster", "golden"],
  ["Cavan", "Ulster", "morning"],
  ["Clare", "Munster", "golden"],
  ["Cork", "Munster", "day"],
  ["Derry", "Northern Ireland", "morning"],
  ["Donegal", "Ulster", "dusk"],
  ["Down", "Northern Ireland", "golden"],
  ["Dublin", "Leinster", "morning"],
  ["Fermanagh", "Northern Ireland", "morning"],
  ["Galway", "Connacht", "dusk"],
  ["Kerry", "Munster", "day"],
  ["Kildare", "Leinster", "morning"],
  ["Kilkenny", "Leinster", "golden"],
  ["Laois", "Leinster", "day"],
  ["Leitrim", "Connacht", "mist"],
  ["Limerick", "Munster", "day"],
  ["Longford", "Leinster", "dusk"],
  ["Louth", "Leinster", "day"],
  ["Mayo", "Connacht", "golden"],
  ["Meath", "Leinster", "morning"],
  ["Monaghan", "Ulster", "day"],
  ["Offaly", "Leinster", "golden"],
  ["Roscommon", "Connacht", "morning"],
  ["Sligo", "Connacht", "dusk"],
  ["Tipperary", "Munster", "golden"],
  ["Tyrone", "Northern Ireland", "day"],
  ["Waterford", "Munster", "morning"],
  ["Westmeath", "Leinster", "day"],
  ["Wexford", "Leinster", "day"],
  ["Wicklow", "Leinster", "morning"],
];

function write(rel, content) {
  const file = join(ROOT, rel);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, content);
  return Buffer.byteLength(content);
}

function main() {
  const only = process.argv.slice(2);
  let total = 0;
  for (const [name, region, skyName] of COUNTIES) {
    const slug = name.toLowerCase().replace(/\s+/g, "-");
    if (only.length && !only.includes(slug)) continue;
    const scene = SCENES[slug];
    if (!scene) {
      console.warn(`no scene for ${slug}`);
      continue;
    }
    const S = new Scene(W, H, slug);
    scene(S, palette(region, skyName, slug));
    const bytes = write(`public/counties/${slug}.svg`, S.toString());
    total += bytes;
    console.log(`counties/${slug}.svg ${(bytes / 1024).toFixed(1)} KB`);
  }
  if (typeof FALLBACKS !== "undefined") {
    FALLBACKS.forEach((fn, i) => {
      if (only.length && !only.includes(`fallback-${i + 1}`)) return;
      const S = new Scene(1200, 800, `fallback-${i + 1}`);
      fn(S);
      const bytes = write(`public/images/fallback/${i + 1}.svg`, S.toString());
      console.log(`images/fallback/${i + 1}.svg ${(bytes / 1024).toFixed(1)} KB`);
    });
  }
  console.log(`county art total ${(total / 1024).toFixed(1)} KB`);
}

main();
