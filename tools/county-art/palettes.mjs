/** Colour palettes: sky presets (time of day), regional land colours, and palette(). */
import { Rng } from "./random.mjs";
import { mix, shift } from "./color.mjs";

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

export function palette(region, skyName, seed) {
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
