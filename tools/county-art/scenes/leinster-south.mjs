/**
 * County scenes, Leinster, south and midlands: Carlow, Kilkenny, Laois, Offaly, Wexford, Wicklow.
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
  mountains,
  ridge,
  sea,
  ripples,
  patchwork,
  foreground,
  tufts,
  river,
  dropRight,
} from "../landscape.mjs";
import {
  treeSyms,
  trees,
  lighthouse,
  roundTower,
  animalSyms,
  ruin,
  dolmen,
  dots,
} from "../features.mjs";

export const SCENES = {};

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
