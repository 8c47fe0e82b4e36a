import ga from "@/messages/ga.json";

/**
 * Irish words a search understands (issue 52: `mil` finds honey, `cáis` finds cheese, on both
 * languages' pages). Shops are written in English, so before a search runs (toSearchQuery in
 * request.ts, countyListing in county.ts) each Irish word or phrase of the text that this table
 * knows is swapped for its English search term, and the usual English matching applies.
 *
 * The table is built from three sources:
 * 1. the Irish names of the catalogue in messages/ga.json (Products, Services, ShopTypes and
 *    Counties): "Mil" → "honey", "Dún na nGall" → "donegal";
 * 2. FORMS below, the one hand-written list: the other forms an Irish speaker types (genitive,
 *    plural, singular, other everyday words such as `cáis`, `bainne`, `feoil`);
 * 3. the initial mutations of every entry, generated: lenition (`cháis`, `mhil`), eclipsis
 *    (`gcáis`, `bhfeoil`, `n-uibheacha`) and h before a vowel (`huibheacha`).
 *
 * Keys are folded (lower case, fadas off), so `cais` and `cáis` are the same word. A key that is
 * also an English word or part of a shop's or place's name would take English searches over
 * (`arán` folds to `aran`, as in the Aran Islands), so NOT_KEYS lists the forms left out, and the
 * unit test checks every key against the English catalogue and the demo shops' names and towns.
 */

/** English search term → its Irish forms (besides the catalogue's names in messages/ga.json). */
const FORMS: Record<string, string[]> = {
  // Products (the catalogue: messages/ga.json's Products namespace names the first form)
  honey: ["mil", "meala"],
  vegetable: ["glasraí", "glasra"],
  fruit: ["torthaí", "toradh"],
  dairy: ["déiríocht", "déiríochta", "táirgí déiríochta"],
  meat: ["feoil", "feola"],
  bakery: ["bácús", "bácúis", "báicéireacht", "báicéara"],
  organic: ["orgánach", "orgánacha", "orgánaigh"],
  preserves: ["subh", "suibhe", "subha", "leasuithe", "subh agus leasuithe"],
  egg: ["ubh", "uibhe", "uibheacha", "ubhacha"],
  herb: ["luibh", "luibhe", "luibheanna", "lusanna"],
  flower: ["bláth", "blátha", "bláthanna"],
  gift: ["bronntanas", "bronntanais"],
  "micro greens": ["micreaghlasraí"],
  hamper: ["ciseán", "ciseáin", "ciseáin bhia", "ciseán bia"],
  "grow boxes": ["boscaí fáis", "bosca fáis"],
  // Other produce shops describe
  cheese: ["cáis", "cáise", "cáiseanna"],
  milk: ["bainne"],
  butter: ["ime"],
  bread: ["aráin", "builín", "builíní"],
  beef: ["mairteoil", "mairteola"],
  lamb: ["uaineoil", "uaineola", "uan", "uain"],
  pork: ["muiceoil", "muiceola"],
  chicken: ["sicín", "sicíní"],
  turkey: ["turcaí"],
  sausage: ["ispín", "ispíní"],
  fish: ["iasc", "éisc"],
  apple: ["úll", "úlla", "úllaí"],
  potato: ["práta", "prátaí"],
  strawberr: ["sú talún", "sútha talún"],
  cream: ["uachtar"],
  "ice cream": ["uachtar reoite"],
  yoghurt: ["iógart"],
  seaweed: ["feamainn", "feamainne"],
  pumpkin: ["puimcín", "puimcíní"],
  flour: ["plúr"],
  // Services
  cafe: ["caife", "caifé", "caifés", "caiféanna"],
  delivery: ["seachadadh", "seachadta"],
  online: ["ar líne"],
  "online shopping": ["siopadóireacht ar líne"],
  petting: ["peataí"],
  "petting farm": ["feirm pheataí", "feirm peataí"],
  "pick your own": ["bain do chuid féin", "bain-do-chuid-féin"],
  play: ["súgradh", "súgartha", "áit súgartha", "clós súgartha"],
  seasonal: ["séasúrach", "séasúracha"],
  "seasonal events": ["imeachtaí séasúracha"],
  "farm tours": ["turais feirme", "turas feirme", "turais ar an bhfeirm"],
  market: ["margadh", "margaí", "margaidh"],
  "farmer markets": ["margadh feirmeoirí", "margaí feirmeoirí"],
  // Shop types and the shop itself
  farm: ["feirm", "feirme", "feirmeacha"],
  "farm shop": ["siopa feirme", "siopaí feirme"],
  "honesty box": ["bosca macántachta", "boscaí macántachta"],
};

/**
 * Folded forms that are never keys: English words, or parts of shops' and places' names, which
 * an English search means as typed.
 */
export const NOT_KEYS: Record<string, string> = {
  aran: "arán (bread) is Aran, as in the Aran Islands and Aran sweaters",
  im: "im (butter) is too short, and English I'm",
  min: "min (meal) is English min (minutes, minimum)",
  bia: "bia (food) alone would turn every search for food into nothing in particular",
  siopa: "siopa (shop) alone: every listing is a shop",
  laois: "Laois is the same word in both languages",
  hull: "h-úll (apple) is English hull and the city of Hull",
  null: "n-úll (apple) typed without its hyphen is English null",
  dun: "dún (fort; An Dún is County Down) starts place names: Dun Laoghaire, Dunmore",
};

/** The Irish function words dropped from a search that had an Irish term ("mil agus cáis"). */
const IRISH_LINKS = new Set(["agus", "is", "i", "sa", "san", "ar", "le", "na", "an", "ag", "do", "nó"]);

/** Accents off and lower case, as the search column is folded (farm_shops_fold). */
export function foldIrish(text: string): string {
  return text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();
}

const UNMUTATED = new Set(["an", "ar"]);
const LENITABLE = new Set(["b", "c", "d", "f", "g", "m", "p", "s", "t"]);
const ECLIPSIS: Record<string, string> = { b: "m", c: "g", d: "n", f: "bh", g: "n", p: "b", t: "d" };

/** A folded word with its initial mutations: lenited, eclipsed, h- and n- before a vowel. */
export function mutations(word: string): string[] {
  const first = word[0] ?? "";
  const out = [word];
  if (/[aeiou]/.test(first)) out.push(`h${word}`, `n-${word}`, `n${word}`, `t-${word}`);
  else {
    const lenites = LENITABLE.has(first) && word[1] !== "h" && !(first === "s" && /^s[cmpt]/.test(word));
    if (lenites) out.push(`${first}h${word.slice(1)}`);
    if (first === "s" && /^s[aeiourln]/.test(word)) out.push(`t${word}`);
    const eclipse = ECLIPSIS[first];
    if (eclipse && word[1] !== "h") out.push(`${eclipse}${word}`);
  }
  return out;
}

type Entry = { irish: string; english: string };

function catalogueEntries(): Entry[] {
  const named = (ns: Record<string, string>, english: (key: string) => string) =>
    Object.entries(ns).map(([key, irish]) => ({ irish, english: english(key) }));
  const shopTypes: Record<string, string> = { "honesty-box": "honesty box" };
  return [
    ...named(ga.Products, (k) => k.toLowerCase()),
    ...named(ga.Services, (k) => k.toLowerCase()),
    // The shop types' Irish names end in "amháin" (only): the term is the words before it.
    ...Object.entries(ga.ShopTypes)
      .filter(([key]) => key in shopTypes)
      .map(([key, irish]) => ({ irish: irish.replace(/\s+amháin$/, ""), english: shopTypes[key] as string })),
    ...named(ga.Counties, (k) => k),
  ];
}

function build(): Map<string, string> {
  const table = new Map<string, string>();
  // FORMS first: its terms are the widest English words ("egg" finds "eggs" and "egg").
  const entries: Entry[] = [
    ...Object.entries(FORMS).flatMap(([english, forms]) => forms.map((irish) => ({ irish, english }))),
    ...catalogueEntries(),
  ];
  for (const { irish, english } of entries) {
    const words = foldIrish(irish).split(/\s+/).filter(Boolean);
    const [first, ...rest] = words;
    if (!first) continue;
    // County names without their article are what follows "i" or "Contae" ("i gCabhán" is rare; "An Cabhán" alone is common).
    const bare = words.length > 1 && first === "an" ? [rest] : [];
    for (const phrase of [words, ...bare]) {
      const [head, ...tail] = phrase;
      if (!head) continue;
      // The article and "ar" (ar líne) are not mutated; the noun after them is.
      for (const form of UNMUTATED.has(head) ? [head] : mutations(head)) {
        const key = [form, ...tail].join(" ");
        if (key === foldIrish(english) || key in NOT_KEYS || table.has(key)) continue;
        table.set(key, english);
      }
    }
  }
  return table;
}

/** Folded Irish word or phrase → the English search term. */
export const IRISH_TERMS: ReadonlyMap<string, string> = build();

/** The longest phrase the table holds, in words. */
const LONGEST = Math.max(...[...IRISH_TERMS.keys()].map((k) => k.split(" ").length));

/** A word as the table reads it: folded, without the punctuation around it. */
const bareWord = (word: string) => foldIrish(word).replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, "").replace(/[’']/g, "");

/**
 * The search text with its Irish words and phrases in English ("mil Corcaigh" → "honey cork",
 * "cáis agus mil" → "cheese honey"); the text as given when it has none. Longest phrase first;
 * the Irish little words (agus, i, ar…) go only when the text had an Irish term.
 */
export function irishToEnglish(q: string): string {
  const words = q.trim().split(/\s+/).filter(Boolean);
  const out: string[] = [];
  let changed = false;
  const linkAt: number[] = [];
  for (let i = 0; i < words.length; ) {
    let matched = 0;
    for (let n = Math.min(LONGEST, words.length - i); n >= 1; n--) {
      const phrase = words.slice(i, i + n).map(bareWord).join(" ");
      const english = IRISH_TERMS.get(phrase);
      if (english) {
        out.push(english);
        matched = n;
        changed = true;
        break;
      }
    }
    if (matched) i += matched;
    else {
      if (IRISH_LINKS.has(bareWord(words[i] as string))) linkAt.push(out.length);
      out.push(words[i] as string);
      i += 1;
    }
  }
  if (!changed) return q;
  const dropped = new Set(linkAt);
  return out.filter((_, i) => !dropped.has(i)).join(" ");
}
