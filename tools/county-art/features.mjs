/**
 * Landmarks and figures, mostly drawn in local coordinates with the base at 0,0:
 * trees, lighthouses, round towers, cottages, farm animals, boats, basalt columns,
 * ruins, dolmens, terraced houses, dots and hay bales.
 */
import { n, n1 } from "./format.mjs";
import { PathBuilder } from "./path.mjs";
import { use, at } from "./canvas.mjs";

/** Register the standard tree symbols for a palette. */
export function treeSyms(S, P) {
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
export function trees(S, list, id = "tr") {
  return list.map(([x, y, s]) => use(id, x, y, s)).join("");
}

export function lighthouse(
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

export function roundTower(
  S,
  x,
  y,
  s,
  { stone = "#cfc6b4", shade = "#a89e8c", cap = "#8f8677" } = {},
) {
  S.add(
    at(
      x,
      y,
      s,
      `<path d="M-9 0L-7-118H7L9 0z" fill="${stone}"/><path d="M0-118H7L9 0H0z" fill="${shade}"/><path d="M-8-118L0-146L8-118z" fill="${cap}"/><path d="M0-146L8-118H0z" fill="#000" opacity=".15"/><path d="M-2-58h4v-9h-4zM-1.5-104h3v-6h-3z" fill="#3a3632"/>`,
    ),
  );
}

export function cottage(
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
export function animalSyms(S) {
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

export function boat(S, x, y, s, { hull = "#c0392b", sail = false, cabin = "#f4f1ea" } = {}) {
  let g = `<path d="M-24-8h48l-7 9h-34z" fill="${hull}"/><path d="M-24-8h48l-1 2h-46z" fill="#fff" opacity=".4"/>`;
  if (sail)
    g += `<path d="M0-10V-56L20-10z" fill="#fbf8f0"/><path d="M-2-12V-50L-17-12z" fill="#efe9dc"/><path d="M0-8V-58" stroke="#5b5b5b" stroke-width="1.2"/>`;
  else
    g += `<path d="M2-8v-11h12v11z" fill="${cabin}"/><path d="M-12-8V-30" stroke="#5b5b5b" stroke-width="1.5"/>`;
  S.add(at(x, y, s, g));
}

/** Giant's Causeway: stepped hexagonal basalt columns. */
export function causeway(S, { x0, x1, y0, rows = 5, col = 34, rowStep = 26, height }) {
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

export function ruin(S, x, y, s, { stone = "#b9b2a4", shade = "#968e80", dark = "#4b4741" } = {}) {
  S.add(
    at(
      x,
      y,
      s,
      `<path d="M-46 0v-34l4-3v-12h6v5h6v-9l5-4v-10h6v6h5v-8h6v14h5v-6l4 4v9h8v-7h6v12l3 3v40z" fill="${stone}"/><path d="M14 0v-43h5v-6l4 4v9h8v-7h6v12l3 3v40z" fill="${shade}"/><path d="M-20-30h5v-10h-5zM-2-44h4v-8h-4zM22-24h4v-9h-4zM-36-16h5v-8h-5z" fill="${dark}"/>`,
    ),
  );
}

export function dolmen(S, x, y, s, { stone = "#9c9a92", shade = "#75736c" } = {}) {
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
export function terrace(S, pts, { colors, roof = "#4f5661", win = "#f6f3ea", w = 22 } = {}) {
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
export function dots(S, list, color, extra = "") {
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
export function bales(S, list, { color = "#d9b45c", rim = "#b48d3e" } = {}) {
  let out = "";
  for (const [x, y, s] of list) {
    const rr = 10 * s;
    out += `<ellipse cx="${n(x + 2 * s)}" cy="${n(y)}" rx="${n1(rr * 1.3)}" ry="${n1(rr * 0.3)}" fill="#000" opacity=".12"/><circle cx="${n(x)}" cy="${n(y - rr)}" r="${n1(rr)}" fill="${color}"/><circle cx="${n(x)}" cy="${n(y - rr)}" r="${n1(rr * 0.55)}" fill="none" stroke="${rim}" stroke-width="${n1(1.5 * s)}"/>`;
  }
  S.add(out);
}
