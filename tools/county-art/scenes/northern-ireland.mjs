/**
 * County scenes, Northern Ireland: Antrim, Armagh, Derry, Down, Fermanagh, Tyrone.
 * Each scene draws onto a Scene S with the palette P for its region and sky.
 */
import { n } from "../format.mjs";
import { mix, lighten, darken } from "../color.mjs";
import { PathBuilder } from "../path.mjs";
import { use, at } from "../canvas.mjs";
import {
  wave,
  areaD,
  hill,
  sky,
  mountains,
  ridge,
  sea,
  ripples,
  patchwork,
  foreground,
  tufts,
  headland,
  dropRight,
} from "../landscape.mjs";
import { treeSyms, trees, roundTower, cottage, animalSyms, causeway } from "../features.mjs";

export const SCENES = {};

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
