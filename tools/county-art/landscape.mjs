/**
 * Landscape primitives: sky, rolling hills, mountains and ridges, sea and ripples,
 * field patchwork, foreground, grass, rivers and coastal headlands.
 */
import { n, n1, n2 } from "./format.mjs";
import { mix, lighten, darken } from "./color.mjs";
import { PathBuilder, splineTo, poly } from "./path.mjs";
import { W, H, use } from "./canvas.mjs";

/** A gently rolling profile y(x): sum of sines plus optional Gaussian bumps (h>0 raises the land). */
export function wave(r, { y, amp = 25, lmin = 350, lmax = 900, tilt = 0, bumps = [], mod } = {}) {
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
export function areaD(fn, { x0 = -20, x1 = W + 20, step = 60, bottom = H + 10 } = {}) {
  const pts = [];
  for (let x = x0; x < x1 + step; x += step) pts.push([Math.min(x, x1), fn(Math.min(x, x1))]);
  const pb = new PathBuilder().M(pts[0][0], pts[0][1]);
  return splineTo(pb, pts).L(x1, bottom).L(x0, bottom).Z().toString();
}
export function hill(S, fn, fill, o = {}) {
  const d = areaD(fn, o);
  S.add(`<path d="${d}" fill="${fill}"${o.extra ?? ""}/>`);
  return d;
}

export function sky(
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
export function mountains(S, peaks, { base, fill, shade, light }) {
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
export function ridge(
  S,
  keys,
  { base, fill, shade, rough = 0.22, levels = 4, win = 5, light } = {},
) {
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
export function sea(S, P, y, { x0 = 0, x1 = W, bottom = H, glint = null, colors } = {}) {
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
export function ripples(S, color, { x0, x1, y0, y1, k = 14, op = 0.45 }) {
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
export function patchwork(S, P, fn, o = {}) {
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

/** Foreground: a broad calm slope with a soft gradient. */
export function foreground(S, P, fn, { colors } = {}) {
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
export function tufts(S, fn, color, x0, x1, k = 10) {
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
export function river(S, color, pts, { bank } = {}) {
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
export function headland(S, P, o) {
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

/** Land that falls away below the horizon after x = from (for coasts on the right). */
export const dropRight =
  (from, k = 0.02, p = 1.5) =>
  (x, v) =>
    v + Math.max(0, x - from) ** p * k;
export const dropLeft =
  (to, k = 0.02, p = 1.5) =>
  (x, v) =>
    v + Math.max(0, to - x) ** p * k;
