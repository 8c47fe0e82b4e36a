/**
 * County scenes, Munster: Clare, Cork, Kerry, Limerick, Tipperary, Waterford.
 * Each scene draws onto a Scene S with the palette P for its region and sky.
 */
import { n, n1 } from "../format.mjs";
import { mix, lighten, darken } from "../color.mjs";
import { PathBuilder } from "../path.mjs";
import { use, at } from "../canvas.mjs";
import {
  wave,
  areaD,
  hill,
  sky,
  ridge,
  sea,
  ripples,
  patchwork,
  foreground,
  tufts,
  headland,
  dropRight,
} from "../landscape.mjs";
import { treeSyms, trees, cottage, animalSyms, boat, terrace, bales } from "../features.mjs";

export const SCENES = {};

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
