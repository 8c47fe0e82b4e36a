/** Fallback shop images (1200 x 800): five illustrations for shops without photos. */
import { n } from "./format.mjs";
import { PathBuilder } from "./path.mjs";
import { use, at } from "./canvas.mjs";
import { dots } from "./features.mjs";

const FW = 1200;
const FH = 800;

function fbSky(S, top, bottom, sun) {
  S.add(
    `<rect width="${FW}" height="${FH}" fill="${S.lin([
      [0, top],
      [1, bottom],
    ])}"/>`,
  );
  if (sun) {
    const g = S.radial([
      [0, "#fff6d8", 0.9],
      [0.4, "#fff6d8", 0.3],
      [1, "#fff6d8", 0],
    ]);
    S.add(
      `<circle cx="${sun[0]}" cy="${sun[1]}" r="220" fill="${g}"/><circle cx="${sun[0]}" cy="${sun[1]}" r="42" fill="#fffbea"/>`,
    );
  }
  S.sym(
    "cl",
    `<path d="M-64 0a20 20 0 0 1 14-28a30 30 0 0 1 52-14a24 24 0 0 1 40 14a18 18 0 0 1 22 28z"/>`,
  );
}

/** Wooden crate seen from the front, with its load shown at the top. */
function crate(S, x, y, w, h, { wood = "#c08a52", dark = "#8d5f33", load = "" } = {}) {
  return at(
    x,
    y,
    1,
    `${load}<path d="M0 0h${w}v${h}H0z" fill="${wood}"/><path d="M${w} 0l${n(w * 0.12)}-${n(h * 0.16)}v${h}l-${n(w * 0.12)} ${n(h * 0.16)}z" fill="${dark}"/><path d="M0 ${n(h * 0.32)}h${w}M0 ${n(h * 0.66)}h${w}" stroke="${dark}" stroke-width="5"/><path d="M8 6v${h - 12}M${w - 8} 6v${h - 12}" stroke="${dark}" stroke-width="4" opacity=".6"/>`,
  );
}

export const FALLBACKS = [
  // 1. A farm shop storefront with produce crates
  (S) => {
    const r = S.r;
    fbSky(S, "#8fc8e6", "#eef5e6", [990, 130]);
    S.add(
      use("cl", 220, 150, 1.3, ` fill="#fff" opacity=".8"`),
      use("cl", 760, 90, -0.9, ` fill="#fff" opacity=".7"`),
    );
    S.add(
      `<path d="M0 470C200 410 420 430 620 450C820 470 1000 410 1200 430V800H0z" fill="#b3d690"/><path d="M0 540C300 500 700 520 1200 505V800H0z" fill="#93c272"/>`,
    );
    S.sym(
      "tr",
      `<path d="M-3 0v-24h6V0z" fill="#6b4f35"/><circle cy="-40" r="22" fill="#4f8f45"/><path d="M0-62a22 22 0 0 1 0 44z" fill="#3c7538"/><circle cx="-12" cy="-26" r="13" fill="#5a9c4e"/>`,
    );
    S.add(use("tr", 120, 660, 4.2), use("tr", 1100, 660, 3.6), use("tr", 1010, 640, 2.4));
    // ground and path
    S.add(
      `<path d="M0 640H1200V800H0z" fill="#7fb061"/><path d="M515 650H685L850 800H350z" fill="#dcc9a2"/><path d="M240 652H960v10H240z" fill="#000" opacity=".12"/>`,
    );
    // the building: timber-clad gable with a red roof
    const roofY = (x) => (x < 600 ? 340 - ((x - 260) * 150) / 340 : 190 + ((x - 600) * 150) / 340);
    const planks = new PathBuilder();
    for (let x = 284; x < 940; x += 26) planks.M(x, roofY(x) + 6).L(x, 650);
    S.add(
      `<path d="M260 650V340L600 190L940 340V650z" fill="#2f6b4f"/><path d="${planks}" stroke="#24573f" stroke-width="3"/>`,
      `<path d="M226 356L600 168L974 356L956 370L600 192L244 370z" fill="#a43d2c"/><path d="M226 356L600 168L604 180L244 370z" fill="#c4503a"/>`,
      // loft window
      `<circle cx="600" cy="268" r="34" fill="#f4ead2"/><circle cx="600" cy="268" r="27" fill="${S.lin(
        [
          [0, "#ffe9a8"],
          [1, "#f6c86a"],
        ],
      )}"/><path d="M600 241v54M573 268h54" stroke="#f4ead2" stroke-width="5"/>`,
      // blank sign with an apple-and-wheat emblem
      `<rect x="470" y="322" width="260" height="52" rx="10" fill="#f4ead2" stroke="#7a5a3a" stroke-width="5"/><circle cx="600" cy="350" r="15" fill="#d13b2e"/><path d="M600 336q2-8 8-10" stroke="#5a3a22" stroke-width="3" fill="none"/><path d="M604 334q10-10 18-4q-8 8-18 4z" fill="#4f8f45"/><path d="M540 362q10-18 30-22M660 362q-10-18-30-22" stroke="#c99a3a" stroke-width="4" fill="none" stroke-linecap="round"/>`,
    );
    // awning
    let aw = "";
    for (let i = 0; i < 15; i++) {
      const x = 300 + i * 40;
      aw += `<path d="M${x} 392h40v40a20 14 0 0 1-40 0z" fill="${i % 2 ? "#f2ead8" : "#c8412f"}"/>`;
    }
    S.add(
      `<path d="M300 432h600v22H300z" fill="#000" opacity=".15"/>`,
      aw,
      `<path d="M292 388h616v8H292z" fill="#8f2f22"/>`,
    );
    // doorway with shelves of produce inside
    const inside = [];
    for (let row = 0; row < 3; row++)
      for (let i = 0; i < 6; i++) inside.push([548 + i * 20 + r.f(-3, 3), 520 + row * 40, 7]);
    S.add(
      `<path d="M526 650V476h148v174z" fill="#f4ead2"/><path d="M536 650V486h128v164z" fill="#3b2a1e"/><path d="M536 530h128M536 570h128M536 610h128" stroke="#6b4a31" stroke-width="5"/>`,
    );
    dots(S, inside.slice(0, 6), "#d8452f");
    dots(S, inside.slice(6, 12), "#e98a2a");
    dots(S, inside.slice(12), "#7fb148");
    // windows with window boxes
    for (const wx of [318, 732]) {
      S.add(
        `<path d="M${wx} 464h150v110H${wx}z" fill="#f4ead2"/><path d="M${wx + 8} 472h134v94H${wx + 8}z" fill="${S.lin(
          [
            [0, "#ffe8a6"],
            [1, "#f2bd62"],
          ],
        )}"/><path d="M${wx + 75} 472v94M${wx + 8} 519h134" stroke="#f4ead2" stroke-width="6"/><path d="M${wx - 6} 574h162v20H${wx - 6}z" fill="#7a5a3a"/>`,
      );
      const fl = [];
      for (let i = 0; i < 9; i++) fl.push([wx + 4 + i * 17, 570 + r.f(-4, 2), 7]);
      S.add(`<path d="M${wx - 2} 576c20-16 140-16 154 0z" fill="#3f7d3a"/>`);
      dots(S, fl, wx < 600 ? "#e85d75" : "#f3b43b");
    }
    // trestle benches with crates of produce
    const produce = (kind, w) => {
      const list = [];
      const colors = {
        apples: "#d13b2e",
        oranges: "#ee8a23",
        cabbages: "#8cc063",
        potatoes: "#d7b27a",
      };
      const sz = kind === "cabbages" ? 15 : 10;
      for (let i = 0; i < Math.floor(w / (sz * 1.7)); i++)
        list.push([sz + i * sz * 1.7 + r.f(-2, 2), r.f(-4, 2), sz]);
      for (let i = 0; i < Math.floor(w / (sz * 1.7)) - 1; i++)
        list.push([sz * 1.8 + i * sz * 1.7, -sz + r.f(-2, 2), sz]);
      const groups = list.map(([x, y]) => `M${n(x)} ${n(y)}h0`).join("");
      return `<path d="${groups}" stroke="${colors[kind]}" stroke-width="${sz * 2}" stroke-linecap="round"/><path d="${list.map(([x, y, rr]) => `M${n(x - rr * 0.35)} ${n(y - rr * 0.35)}h0`).join("")}" stroke="#fff" stroke-width="${n(sz * 0.5)}" stroke-linecap="round" opacity=".35"/>`;
    };
    for (const [bx, kinds] of [
      [280, ["apples", "cabbages", "oranges"]],
      [700, ["potatoes", "apples", "cabbages"]],
    ]) {
      S.add(
        `<path d="M${bx} 610h220v10H${bx}z" fill="#6b4a31"/><path d="M${bx + 14} 620l-8 32M${bx + 206} 620l8 32" stroke="#6b4a31" stroke-width="8"/>`,
      );
      kinds.forEach((k, i) =>
        S.add(crate(S, bx + 6 + i * 72, 574, 62, 36, { load: produce(k, 62) })),
      );
    }
    // pumpkins on the ground
    for (const [x, y, s] of [
      [470, 668, 1],
      [505, 676, 0.8],
      [760, 672, 0.9],
    ])
      S.add(
        at(
          x,
          y,
          s,
          `<ellipse rx="30" ry="22" fill="#e9791e"/><path d="M-10-20c-6 10-6 30 0 40M10-20c6 10 6 30 0 40" stroke="#c65d12" stroke-width="3" fill="none"/><path d="M0-20v-10" stroke="#5a7a2a" stroke-width="5" stroke-linecap="round"/>`,
        ),
      );
    // chalkboard A-frame with a doodled carrot (no lettering)
    S.add(
      `<path d="M968 700l22-120h60l22 120" fill="none" stroke="#7a5a3a" stroke-width="8"/><path d="M984 592h72v84h-72z" fill="#2f3b36"/><path d="M1004 654l30-30M1034 624l8-14M1034 624l12-4M1034 624l10-10" stroke="#f4f1e8" stroke-width="4" stroke-linecap="round"/><path d="M1004 654l-4 6" stroke="#f2a65a" stroke-width="4" stroke-linecap="round"/>`,
    );
  },

  // 2. A basket of vegetables
  (S) => {
    S.add(
      `<rect width="${FW}" height="${FH}" fill="${S.lin([
        [0, "#eef3e4"],
        [1, "#d6e4c8"],
      ])}"/>`,
    );
    S.add(
      `<circle cx="600" cy="360" r="360" fill="${S.radial([
        [0, "#ffffff", 0.7],
        [1, "#ffffff", 0],
      ])}"/>`,
    );
    // table
    S.add(
      `<path d="M0 600H1200V800H0z" fill="#b98554"/><path d="M0 600H1200v8H0z" fill="#d4a06c"/><path d="M0 668H1200M0 740H1200" stroke="#a3703f" stroke-width="4"/><path d="M240 668v72M820 740v60M560 600v68" stroke="#a3703f" stroke-width="3"/>`,
      `<ellipse cx="600" cy="706" rx="340" ry="26" fill="#000" opacity=".18"/>`,
    );
    // handle and the basket's dark interior
    S.add(
      `<path d="M330 486C330 190 870 190 870 486" fill="none" stroke="#9a6533" stroke-width="28"/><path d="M330 486C330 190 870 190 870 486" fill="none" stroke="#c99157" stroke-width="10" stroke-dasharray="26 10"/>`,
      `<ellipse cx="600" cy="486" rx="292" ry="58" fill="#5e3a1f"/>`,
    );
    // leeks
    S.add(
      `<path d="M520 500L470 396M560 498L530 386" stroke="#f1efd8" stroke-width="34" stroke-linecap="round"/><path d="M470 396L430 300M530 386L512 290" stroke="#a9cc74" stroke-width="30" stroke-linecap="round"/><path d="M432 306L360 196M432 306L420 170M432 306L470 196M512 296L470 190M512 296L540 176M512 296L580 210" stroke="#3f7d3a" stroke-width="20" stroke-linecap="round"/>`,
    );
    // carrot tops
    S.add(
      `<path d="M770 440L800 300M770 440L850 320M770 440L880 372M760 440L740 320" stroke="#4f9a3a" stroke-width="10" stroke-linecap="round"/><path d="M800 300l-14-20M800 300l14-18M850 320l4-24M850 320l20-10M880 372l20-14M740 320l-18-14M740 320l6-22" stroke="#5fae45" stroke-width="8" stroke-linecap="round"/>`,
    );
    // beetroot with stems
    S.add(
      `<path d="M420 420L380 330M430 416L440 320" stroke="#b0285a" stroke-width="6"/><path d="M380 330c-30-20-30-60 0-70c20 20 20 50 0 70zM440 320c-10-30 10-60 40-60c0 30-10 50-40 60z" fill="#4d8a3e"/><circle cx="430" cy="460" r="50" fill="#7c1f45"/><circle cx="414" cy="444" r="14" fill="#fff" opacity=".15"/>`,
    );
    // cabbage
    S.add(
      `<circle cx="600" cy="420" r="100" fill="#8cc263"/><path d="M520 380c20-50 140-60 170-10c-40-24-120-24-170 10z" fill="#a9d47f"/><path d="M600 330v170M600 400l-60-40M600 430l70-50M600 460l-70-30" stroke="#c9e6a6" stroke-width="5" stroke-linecap="round" fill="none"/><path d="M500 440c-20-80 40-130 100-120c-70 10-100 60-90 130z" fill="#6fa94c"/><path d="M700 440c20-80-40-130-100-120c70 10 100 60 90 130z" fill="#6fa94c"/>`,
    );
    // yellow pepper and tomatoes
    S.add(
      `<path d="M500 480c-30-6-50 30-40 60c20 20 60 20 80 0c10-30-10-66-40-60z" fill="#f5c02f"/><path d="M500 480v-16" stroke="#4f8a3e" stroke-width="8" stroke-linecap="round"/><path d="M476 500c-6 14-6 28 0 36" stroke="#fff" stroke-width="6" opacity=".35" fill="none" stroke-linecap="round"/>`,
    );
    const tomato = (x, y, rr) =>
      `<circle cx="${x}" cy="${y}" r="${rr}" fill="#e0402c"/><circle cx="${x - rr * 0.35}" cy="${y - rr * 0.35}" r="${n(rr * 0.25)}" fill="#fff" opacity=".35"/><path d="M${x} ${y - rr}l-10-6 8 10-14 2 14 2-4 12 8-10 8 10-4-12 14-2-14-2 8-10z" fill="#3f7d3a"/>`;
    S.add(tomato(700, 470, 42), tomato(764, 494, 36), tomato(660, 510, 32));
    // carrots poking out
    S.add(
      `<path d="M740 470L930 406L742 506z" fill="#ee7d22"/><path d="M730 490L900 470L736 520z" fill="#f08a2c"/><path d="M790 460l10 22M840 442l8 20M880 428l6 14M800 500l2 16M850 490l2 14" stroke="#c65d12" stroke-width="3" stroke-linecap="round"/>`,
    );
    // the basket body, woven
    const bodyD = `M308 486C318 604 360 690 420 700H780C840 690 882 604 892 486C800 540 400 540 308 486z`;
    const { clip, use: useBody } = S.clipFrom(bodyD);
    S.add(useBody(`fill="#b47b43"`));
    const weave = new PathBuilder();
    for (let y = 520; y < 710; y += 22) weave.M(290, y).L(910, y);
    const stakes = new PathBuilder();
    for (let x = 330; x < 900; x += 36) stakes.M(x, 480).L(600 + (x - 600) * 0.85, 710);
    S.add(
      `<g clip-path="${clip}"><path d="${weave}" stroke="#8c5a2b" stroke-width="10"/><path d="${weave}" stroke="#cf9a5c" stroke-width="4" stroke-dasharray="18 18" transform="translate(0 -3)"/><path d="${stakes}" stroke="#7a4b22" stroke-width="4" opacity=".6"/><path d="M700 470c40 60 60 150 50 240h150V470z" fill="#000" opacity=".1"/></g>`,
      `<path d="M308 486C400 540 800 540 892 486" fill="none" stroke="#8b5a2b" stroke-width="20" stroke-linecap="round"/><path d="M308 482C400 536 800 536 892 482" fill="none" stroke="#c99157" stroke-width="6" stroke-linecap="round" stroke-dasharray="20 8"/>`,
    );
    // on the table: tomato, garlic, carrot
    S.add(
      tomato(960, 700, 30),
      `<path d="M250 712c-40 0-50-50-20-70c6-10 10-20 10-30c0 10 4 20 10 30c30 20 20 70 0 70z" fill="#f4efe4"/><path d="M240 642c-6 20-6 50 0 70M260 642c6 20 6 50 0 70" stroke="#d9d0bd" stroke-width="3" fill="none"/>`,
      `<path d="M1010 752L1160 712L1014 772z" fill="#ee7d22"/><path d="M1010 762l-30-14M1010 762l-28 6M1010 762l-24-26" stroke="#4f9a3a" stroke-width="7" stroke-linecap="round"/>`,
    );
  },

  // 3. Eggs and a jug of milk
  (S) => {
    S.add(
      `<rect width="${FW}" height="${FH}" fill="${S.lin([
        [0, "#f7efe0"],
        [1, "#efdfc3"],
      ])}"/>`,
    );
    S.add(
      `<path d="M760 60h340v380H760z" fill="#fffaf0" opacity=".7"/><path d="M930 60v380M760 250h340" stroke="#efdfc3" stroke-width="12"/>`,
    );
    S.add(
      `<path d="M0 590H1200V800H0z" fill="#c79a66"/><path d="M0 590H1200v8H0z" fill="#dcb384"/><path d="M0 680H1200" stroke="#b4834f" stroke-width="4"/>`,
    );
    // gingham cloth
    const ging = S.uid("q");
    S.def(
      `<pattern id="${ging}" width="36" height="36" patternUnits="userSpaceOnUse" patternTransform="rotate(-8)"><rect width="36" height="36" fill="#fff"/><path d="M0 0h18v36H0zM0 0h36v18H0z" fill="#d9534a" opacity=".55"/></pattern>`,
    );
    S.add(
      `<path d="M90 610L820 590L900 800H20z" fill="url(#${ging})"/><path d="M90 610L820 590" stroke="#c24a40" stroke-width="3" opacity=".5"/>`,
    );
    S.add(`<ellipse cx="390" cy="664" rx="170" ry="20" fill="#000" opacity=".18"/>`);
    // milk jug: white enamel with blue bands
    const jugD = `M300 294C296 278 320 268 350 268H440C466 268 480 282 476 300C472 322 462 334 462 354C520 410 536 520 504 604C494 630 470 648 440 650H340C310 648 286 630 276 604C244 520 260 410 318 354C318 334 304 318 300 294z`;
    const { clip: jc, use: useJug } = S.clipFrom(jugD);
    S.add(
      `<path d="M470 330C560 320 590 420 510 520" fill="none" stroke="#e8edf0" stroke-width="26" stroke-linecap="round"/><path d="M470 330C560 320 590 420 510 520" fill="none" stroke="#cdd6dc" stroke-width="8" stroke-linecap="round"/>`,
      useJug(`fill="#f8faf9"`),
      `<g clip-path="${jc}"><path d="M420 250C470 360 480 560 420 680H560V250z" fill="#dfe6ea"/><path d="M240 420H560v16H240zM240 448H560v6H240z" fill="#3f6fa8"/><path d="M330 330c-30 60-40 160-20 250" stroke="#fff" stroke-width="14" fill="none" stroke-linecap="round"/></g>`,
      `<path d="M300 294L270 272L318 270z" fill="#f8faf9"/><ellipse cx="388" cy="284" rx="86" ry="14" fill="#fffef6" stroke="#dfe6ea" stroke-width="5"/>`,
    );
    // glass of milk
    S.add(
      `<ellipse cx="600" cy="650" rx="52" ry="10" fill="#000" opacity=".15"/><path d="M552 470L562 640C564 650 636 650 638 640L648 470z" fill="#fffef8"/><path d="M550 430L560 640C562 654 638 654 640 640L650 430" fill="none" stroke="#c9d8dc" stroke-width="4"/><ellipse cx="600" cy="470" rx="48" ry="8" fill="#fff" stroke="#e4ece9" stroke-width="2"/><path d="M568 490l6 130" stroke="#fff" stroke-width="8" opacity=".8" stroke-linecap="round"/>`,
    );
    // a bowl of eggs
    S.add(`<ellipse cx="900" cy="680" rx="190" ry="20" fill="#000" opacity=".16"/>`);
    const egg = (x, y, c, s = 1, rot = 0) =>
      `<g transform="translate(${x} ${y}) rotate(${rot}) scale(${s})"><path d="M0-48C26-48 38-12 38 10C38 34 22 48 0 48C-22 48-38 34-38 10C-38-12-26-48 0-48z" fill="${c}"/><path d="M10-46C30-40 38-10 38 10C38 34 22 48 0 48C20 36 28 10 10-46z" fill="#000" opacity=".08"/><ellipse cx="-14" cy="-18" rx="7" ry="12" fill="#fff" opacity=".45" transform="rotate(20)"/></g>`;
    S.add(
      egg(830, 518, "#d9a06a", 1, -12),
      egg(900, 494, "#f3e4c8", 1.05, 4),
      egg(970, 522, "#c98e58", 1, 14),
      egg(865, 556, "#f7efe0", 1, -4),
      egg(940, 562, "#dcab75", 1, 8),
    );
    S.add(
      `<path d="M720 570C730 660 800 690 900 690C1000 690 1070 660 1080 570z" fill="#8fb8c8"/><path d="M720 570C730 660 800 690 900 690C840 680 770 640 760 570z" fill="#fff" opacity=".25"/><path d="M714 566H1086" stroke="#6f9aab" stroke-width="10" stroke-linecap="round"/><path d="M760 610h280" stroke="#fff" stroke-width="6" opacity=".5"/>`,
    );
    // loose eggs on the cloth
    S.add(
      `<ellipse cx="700" cy="740" rx="60" ry="10" fill="#000" opacity=".15"/>`,
      egg(680, 704, "#e9c79c", 0.8, 70),
      egg(740, 720, "#f7efe0", 0.75, -60),
    );
  },

  // 4. Jars of honey and jam
  (S) => {
    S.add(
      `<rect width="${FW}" height="${FH}" fill="${S.lin([
        [0, "#fdeec8"],
        [1, "#f3d08e"],
      ])}"/>`,
    );
    S.add(
      `<circle cx="600" cy="330" r="420" fill="${S.radial([
        [0, "#fff9e6", 0.8],
        [1, "#fff9e6", 0],
      ])}"/>`,
    );
    S.add(
      `<path d="M0 610H1200V800H0z" fill="#9b6a3f"/><path d="M0 610H1200v10H0z" fill="#b98552"/><path d="M0 700H1200" stroke="#875a33" stroke-width="4"/>`,
    );
    const check = (c) => {
      const id = S.uid("q");
      S.def(
        `<pattern id="${id}" width="20" height="20" patternUnits="userSpaceOnUse"><rect width="20" height="20" fill="#fff"/><path d="M0 0h10v20H0zM0 0h20v10H0z" fill="${c}" opacity=".6"/></pattern>`,
      );
      return `url(#${id})`;
    };
    const jar = (x, y, w, h, fill, cloth, label) => {
      const body = `M${x} ${y + 30}c0-14 10-22 24-22h${w - 48}c14 0 24 8 24 22v${h - 50}c0 14-10 22-24 22H${x + 24}c-14 0-24-8-24-22z`;
      return (
        `<ellipse cx="${x + w / 2}" cy="${y + h + 4}" rx="${w * 0.6}" ry="10" fill="#000" opacity=".18"/>` +
        `<path d="${body}" fill="${fill}"/><path d="M${x + 16} ${y + 46}v${h - 80}" stroke="#fff" stroke-width="12" opacity=".35" stroke-linecap="round"/><path d="M${x + w - 18} ${y + 46}v${h - 80}" stroke="#000" stroke-width="10" opacity=".12" stroke-linecap="round"/>` +
        `<rect x="${x + 6}" y="${y - 6}" width="${w - 12}" height="22" rx="6" fill="#c9c3b6"/>` +
        `<path d="M${x - 16} ${y + 26}c10-44 ${w + 12}-44 ${w + 32} 0c-8 6-16-4-24 4s-16-4-24 2-16-4-24 2-16-4-24 2-16-4-24 2c-8 4-16-8-${n(Math.max(0, w - 160))} 0z" fill="${cloth}" stroke="#000" stroke-opacity=".13"/>` +
        `<path d="M${x + 4} ${y + 18}H${x + w - 4}" stroke="#c8a46a" stroke-width="4" stroke-linecap="round"/><path d="M${x + w / 2} ${y + 18}l-14 20M${x + w / 2} ${y + 18}l12 22" stroke="#c8a46a" stroke-width="3"/>` +
        `<rect x="${x + 22}" y="${y + h * 0.45}" width="${w - 44}" height="${n(h * 0.3)}" rx="10" fill="#fbf5e6"/>` +
        at(x + w / 2, y + h * 0.6, 1.7, label)
      );
    };
    const bee = `<ellipse rx="16" ry="11" fill="#f2b632"/><path d="M-6-10v20M4-11v22" stroke="#3a2a1e" stroke-width="5"/><ellipse cx="-4" cy="-14" rx="8" ry="6" fill="#d9eef7"/><ellipse cx="6" cy="-14" rx="8" ry="6" fill="#e9f6fb"/><circle cx="16" cy="0" r="5" fill="#3a2a1e"/>`;
    const berry = `<path d="M-14-8c0-10 28-10 28 0c0 14-8 24-14 26c-6-2-14-12-14-26z" fill="#d8283a"/><path d="M-10-12l10 6 10-6-6-6-4 4-4-4z" fill="#3f8a3c"/><path d="M-6 0h0M4-2h0M0 8h0M-4 12h0M6 8h0" stroke="#f7e08a" stroke-width="3" stroke-linecap="round"/>`;
    const currants = `<circle cx="-8" cy="2" r="9" fill="#3b1838"/><circle cx="8" cy="4" r="9" fill="#4a1f46"/><circle cx="0" cy="-10" r="9" fill="#55264f"/><path d="M0-18c4-10 10-12 16-12" stroke="#4f8a3e" stroke-width="3" fill="none"/>`;
    const amber = S.lin([
      [0, "#f7c548"],
      [1, "#d4860f"],
    ]);
    S.add(
      jar(170, 340, 240, 270, "#c4283b", check("#d9413f"), berry),
      jar(800, 360, 230, 250, "#55204c", check("#7a4a9a"), currants),
      jar(465, 230, 270, 380, amber, check("#e0a82c"), bee),
    );
    // honeycomb on a board, honey dipper, berries
    const hex = S.uid("h");
    S.def(
      `<pattern id="${hex}" width="24" height="41.6" patternUnits="userSpaceOnUse"><rect width="24" height="41.6" fill="#c9850f"/><path d="M12 0l12 7v13.8l-12 7-12-7V7zM0 20.8l12 7v13.8M24 20.8l-12 7" fill="#f6b92e" stroke="#e9a21c" stroke-width="3"/></pattern>`,
    );
    S.add(
      `<path d="M860 690h260l-20 50H880z" fill="#7a4d2a"/><path d="M880 694c0-40 30-70 90-70s110 30 110 70z" fill="url(#${hex})" stroke="#b8760c" stroke-width="4"/>`,
      `<path d="M330 700L620 650" stroke="#b07a45" stroke-width="14" stroke-linecap="round"/><g transform="translate(640 646) rotate(-10)"><ellipse rx="36" ry="26" fill="#c48a4e"/><path d="M-24-22v44M-8-26v52M8-26v52M24-22v44" stroke="#8d5a2b" stroke-width="5"/></g><path d="M660 668c10 20 20 40 10 62c-10 8-30 8-40 0c-6-20 10-40 30-62z" fill="#e7a21f" opacity=".9"/><ellipse cx="650" cy="736" rx="40" ry="8" fill="#e7a21f" opacity=".9"/>`,
    );
    S.add(at(120, 690, 1.5, berry), at(180, 712, 1.3, berry), at(1040, 770, 1.3, currants));
    // bees on the wing
    S.add(
      `<path d="M250 200c60-60 140-20 120 30s-80 20-40-30s120-60 180-40" fill="none" stroke="#8a6a3a" stroke-width="3" stroke-dasharray="2 10" stroke-linecap="round"/><path d="M860 170c40 40 120 40 150-10" fill="none" stroke="#8a6a3a" stroke-width="3" stroke-dasharray="2 10" stroke-linecap="round"/>`,
      at(560, 160, 1.6, bee),
      at(1030, 150, 1.3, bee),
    );
  },

  // 5. An orchard with apple crates
  (S) => {
    const r = S.r;
    fbSky(S, "#94c9e8", "#f1f4dc", [220, 140]);
    S.add(
      use("cl", 640, 120, 1.2, ` fill="#fff" opacity=".8"`),
      use("cl", 1000, 190, -0.8, ` fill="#fff" opacity=".7"`),
    );
    S.add(
      `<path d="M0 400C200 360 400 370 600 390C800 410 1000 360 1200 380V800H0z" fill="#b5d68e"/>`,
    );
    S.sym(
      "ot",
      `<ellipse rx="26" ry="5" fill="#000" opacity=".12"/><path d="M-3 0l1-26h4l1 26z" fill="#6d4b37"/><circle cx="-14" cy="-38" r="18" fill="#4f8f45"/><circle cx="14" cy="-38" r="18" fill="#3f7d3a"/><circle cy="-52" r="22" fill="#5a9c4e"/><path d="M-14-44h0M6-56h0M16-36h0M-4-32h0M-20-56h0M10-44h0" stroke="#d8352a" stroke-width="7" stroke-linecap="round"/>`,
    );
    S.add(`<path d="M0 470C300 440 800 450 1200 440V800H0z" fill="#9ccb72"/>`);
    let rows = "";
    for (let k = 0; k < 4; k++) {
      const s = 0.55 + k * 0.35;
      const y = 420 + k * 42 + k * k * 10;
      for (let x = -40 + (k % 2) * 40 * s; x < 1260; x += 120 * s) rows += use("ot", x, y, s);
    }
    S.add(rows);
    S.add(`<path d="M0 640C300 610 800 620 1200 600V800H0z" fill="#7fb35c"/>`);
    // near tree with a ladder
    S.add(use("ot", 1040, 700, 4.2));
    S.add(
      `<path d="M900 740L990 440M950 750L1040 450" stroke="#a7753f" stroke-width="10" stroke-linecap="round"/><path d="M915 690l48 8M930 640l48 8M945 590l48 8M960 540l48 8M975 490l48 8" stroke="#a7753f" stroke-width="8" stroke-linecap="round"/>`,
    );
    // crates of apples
    S.sym(
      "ap",
      `<circle r="15" fill="#d8352a"/><path d="M0-15a15 15 0 0 1 0 30z" fill="#b82a22"/><circle cx="-5" cy="-5" r="4" fill="#fff" opacity=".4"/><path d="M0-13q1-6 5-9" stroke="#5a3a22" stroke-width="2.5" fill="none"/>`,
    );
    const load = (w) => {
      let s = "";
      for (let i = 0; i < Math.floor(w / 28); i++)
        s += use("ap", 16 + i * 28 + r.f(-2, 2), -4 + r.f(-3, 3));
      for (let i = 0; i < Math.floor(w / 28) - 1; i++)
        s += use("ap", 30 + i * 28, -20 + r.f(-3, 3));
      return s;
    };
    S.add(`<ellipse cx="420" cy="770" rx="320" ry="22" fill="#000" opacity=".15"/>`);
    S.add(
      crate(S, 140, 660, 250, 110, { load: load(250) }),
      crate(S, 420, 660, 250, 110, { load: load(250) }),
    );
    S.add(crate(S, 280, 550, 250, 110, { load: load(250) }));
    S.add(crate(S, 700, 700, 160, 80, { load: load(160), wood: "#c99a62", dark: "#94683b" }));
    // windfalls
    S.add(
      use("ap", 90, 770, 1),
      use("ap", 720, 790, 0.9),
      use("ap", 900, 770, 1.1),
      use("ap", 60, 740, 0.8),
    );
  },
];
