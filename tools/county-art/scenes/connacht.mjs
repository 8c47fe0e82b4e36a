/**
 * County scenes, Connacht: Galway, Leitrim, Mayo, Roscommon, Sligo.
 * Each scene draws onto a Scene S with the palette P for its region and sky.
 */
import { n } from "../format.mjs";
import { mix, lighten, darken } from "../color.mjs";
import { PathBuilder } from "../path.mjs";
import { use } from "../canvas.mjs";
import {
  wave,
  areaD,
  sky,
  mountains,
  ridge,
  sea,
  ripples,
  patchwork,
  foreground,
  tufts,
  dropRight,
} from "../landscape.mjs";
import { treeSyms, trees, cottage, animalSyms, ruin } from "../features.mjs";

export const SCENES = {};

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
