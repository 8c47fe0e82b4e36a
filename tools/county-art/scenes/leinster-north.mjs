/**
 * County scenes, Leinster, north and midlands: Dublin, Kildare, Longford, Louth, Meath, Westmeath.
 * Each scene draws onto a Scene S with the palette P for its region and sky.
 */
import { n, n1, n2 } from "../format.mjs";
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
import { treeSyms, trees, lighthouse, roundTower, animalSyms, boat, ruin } from "../features.mjs";

export const SCENES = {};

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
