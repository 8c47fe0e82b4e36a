/** SVG path data: a compact relative-command builder, Catmull-Rom splines and polygons. */
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
export class PathBuilder {
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
export function splineTo(pb, pts, closed = false) {
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
export function smooth(pts) {
  const pb = new PathBuilder().M(pts[0][0], pts[0][1]);
  return splineTo(pb, pts).toString();
}
/** Polygon (or polyline when open) through points. */
export function poly(pts, close = true) {
  const pb = new PathBuilder().M(pts[0][0], pts[0][1]);
  for (let i = 1; i < pts.length; i++) pb.L(pts[i][0], pts[i][1]);
  if (close) pb.Z();
  return pb.toString();
}
