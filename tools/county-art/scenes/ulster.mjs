/**
 * County scenes, Ulster (Republic of Ireland): Cavan, Donegal, Monaghan.
 * Each scene draws onto a Scene S with the palette P for its region and sky.
 */
import { mix, darken } from "../color.mjs";
import { use, at } from "../canvas.mjs";
import {
  wave,
  hill,
  sky,
  ridge,
  sea,
  ripples,
  patchwork,
  foreground,
  headland,
  dropRight,
  dropLeft,
} from "../landscape.mjs";
import { treeSyms, trees, cottage, animalSyms, dots, bales } from "../features.mjs";

export const SCENES = {};

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
