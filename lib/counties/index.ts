/**
 * The fixed, built-in list of the 32 counties of Ireland.
 *
 * This module is deliberately free of React / Next.js imports: it is shared by
 * server components, client components and unit tests.
 */

export type Region = "Northern Ireland" | "Leinster" | "Munster" | "Connacht" | "Ulster";

export type County = {
  /** Display name, e.g. "Kerry". */
  name: string;
  /** URL segment for /farm-shops/{slug}: lower-case, spaces turned into hyphens. */
  slug: string;
  region: Region;
  /** Two or three sentences about the county's landscape, farming and produce. */
  intro: string;
  /** Short nickname / strapline, e.g. "The Kingdom". */
  tagline: string;
  /** Public path of the hero illustration, e.g. "/counties/kerry.svg". */
  heroImage: string;
};

/** Lower-case, trimmed, runs of whitespace turned into single hyphens. */
export function countySlug(name: string): string {
  return name.trim().toLowerCase().replace(/\s+/g, "-");
}

type CountySeed = Omit<County, "slug" | "heroImage">;

const SEEDS: readonly CountySeed[] = [
  {
    name: "Antrim",
    region: "Northern Ireland",
    tagline: "The Glens County",
    intro:
      "From the basalt columns of the Giant's Causeway to the nine Glens of Antrim running down to the sea, Antrim pairs a dramatic coastline with rich grazing land. Its farms are known for grass-fed beef and lamb, dairy and traditional breads, while Lough Neagh on its western edge supplies the famous PGI-protected Lough Neagh eels.",
  },
  {
    name: "Armagh",
    region: "Northern Ireland",
    tagline: "The Orchard County",
    intro:
      "Armagh is Ireland's apple country, where thousands of acres of orchards turn pink and white with blossom every May. The Armagh Bramley apple holds protected PGI status, and local farms press it into juice, cider and vinegar, while its northern tip reaches the shore of Lough Neagh and its eel fishery.",
  },
  {
    name: "Carlow",
    region: "Leinster",
    tagline: "The Dolmen County",
    intro:
      "One of Ireland's smallest counties, Carlow has some of its most fertile land, with the Rivers Barrow and Slaney winding through tillage country beneath the Blackstairs Mountains and Mount Leinster. Barley, beef and dairy farms fill the valleys, and the huge capstone of the Brownshill Dolmen gives the county its nickname.",
  },
  {
    name: "Cavan",
    region: "Ulster",
    tagline: "The Breffni County",
    intro:
      "Cavan is a county of small rounded drumlin hills and lakes, said to number one for every day of the year, and the River Shannon rises at the Shannon Pot on the slopes of Cuilcagh. Family dairy, beef and poultry farms dot the hedged fields between the loughs.",
  },
  {
    name: "Clare",
    region: "Munster",
    tagline: "The Banner County",
    intro:
      "Clare runs from the grey limestone pavement of the Burren, famous for its rare wildflowers, to the Atlantic edge at the Cliffs of Moher and Loop Head. Cattle graze the Burren uplands through the winter, and the county is known for farmhouse goat's cheese, smoked fish and Burren beef and lamb.",
  },
  {
    name: "Cork",
    region: "Munster",
    tagline: "The Rebel County",
    intro:
      "Ireland's largest county stretches from the great natural harbour at Cobh to the peninsulas and islands of West Cork. It is the heart of Irish dairying and artisan food, home to celebrated farmhouse cheeses, Clonakilty black pudding and the English Market in Cork city.",
  },
  {
    name: "Derry",
    region: "Northern Ireland",
    tagline: "The Oak Leaf County",
    intro:
      "Derry reaches from the heather-covered Sperrin Mountains to the long strands of Benone and Magilligan at the mouth of Lough Foyle, with the clifftop Mussenden Temple looking out to sea. Upland sheep farms give way to fertile lowland in the Roe and Bann valleys, where beef, dairy and potatoes are produced.",
  },
  {
    name: "Donegal",
    region: "Ulster",
    tagline: "Tír Chonaill",
    intro:
      "Ireland's most northerly county is a land of rugged Atlantic coastline, soaring sea cliffs at Sliabh Liag and the quartzite cone of Errigal. Hill sheep farming thrives in the uplands, the Lagan valley in the east is good tillage and potato country, and Killybegs is Ireland's largest fishing port.",
  },
  {
    name: "Down",
    region: "Northern Ireland",
    tagline: "The Mourne County",
    intro:
      "Down is where the Mountains of Mourne sweep down to the sea, crossed by the drystone Mourne Wall, with the sheltered waters of Strangford Lough and the Ards Peninsula to the north. Its mild, fertile soils produce the PGI-protected Comber Earlies potatoes, along with vegetables, beef and fresh seafood.",
  },
  {
    name: "Dublin",
    region: "Leinster",
    tagline: "The Capital",
    intro:
      "Beyond the capital city, County Dublin has a long coastline from Howth Head and its lighthouse north to the harbour town of Skerries, backed by the Dublin Mountains to the south. The market gardens of north County Dublin around Rush and Lusk are among Ireland's most important vegetable-growing areas.",
  },
  {
    name: "Fermanagh",
    region: "Northern Ireland",
    tagline: "The Lakeland County",
    intro:
      "Fermanagh is Ireland's lakeland, where Upper and Lower Lough Erne and their many wooded islands wind through the county, with the Marble Arch Caves beneath Cuilcagh. Small farms raise beef and lamb on lush grassland, and the county is known for its traditionally cured Fermanagh black bacon.",
  },
  {
    name: "Galway",
    region: "Connacht",
    tagline: "The Tribesmen",
    intro:
      "Galway ranges from the stone-walled fields, bogs and Twelve Bens of Connemara to the Aran Islands and the fertile farmland east of the Corrib. Connemara hill lamb carries PGI status, and Galway Bay is celebrated for its native oysters.",
  },
  {
    name: "Kerry",
    region: "Munster",
    tagline: "The Kingdom",
    intro:
      "Kerry is home to Ireland's highest mountains, the MacGillycuddy's Reeks, and to the Dingle Peninsula and Ring of Kerry reaching out into the Atlantic past the Skellig islands. Mountain lamb, the native Kerry cow, dairy and fresh seafood from Dingle all come from this spectacular landscape.",
  },
  {
    name: "Kildare",
    region: "Leinster",
    tagline: "The Short Grass County",
    intro:
      "Kildare's open plains of the Curragh and its limestone grassland make it the centre of Irish thoroughbred breeding, home to the Irish National Stud. Beyond the stud farms the county has productive tillage and beef land, the Bog of Allen to the west and the Grand and Royal Canals crossing its fields.",
  },
  {
    name: "Kilkenny",
    region: "Leinster",
    tagline: "The Marble County",
    intro:
      "Kilkenny's rolling farmland along the Rivers Nore and Barrow is rich dairy and tillage country, centred on the medieval city and its castle. The county is known for its orchards and craft cider, farmhouse cheeses and a long brewing tradition.",
  },
  {
    name: "Laois",
    region: "Leinster",
    tagline: "The O'Moore County",
    intro:
      "In the heart of the midlands, Laois combines fertile lowland farms with the quiet forests and blanket bog of the Slieve Bloom Mountains. Dairy, beef and tillage fields surround the ruined Rock of Dunamase, which looks out over the county's patchwork of hedged fields.",
  },
  {
    name: "Leitrim",
    region: "Connacht",
    tagline: "The Wild Rose County",
    intro:
      "Leitrim is a county of lakes, rivers and drumlins, from Lough Allen and the Shannon-Erne Waterway to the Glencar waterfall beneath the Dartry Mountains. Its heavy soils grow rich grass for small beef and sheep farms, and a growing number of organic growers and food producers.",
  },
  {
    name: "Limerick",
    region: "Munster",
    tagline: "The Treaty County",
    intro:
      "Limerick lies at the heart of the Golden Vale, some of the richest dairy pasture in Europe, running down to the broad Shannon estuary. Thatched cottages in Adare, prime dairy herds and a long tradition of curing hams and bacon mark its farming heritage.",
  },
  {
    name: "Longford",
    region: "Leinster",
    tagline: "The Slashers",
    intro:
      "Longford is quiet midland country of pasture, bog and lakes along the River Shannon and Lough Ree. Beef cattle graze its small fields, and at Corlea an Iron Age timber trackway has been preserved in the bog for over two thousand years.",
  },
  {
    name: "Louth",
    region: "Leinster",
    tagline: "The Wee County",
    intro:
      "Ireland's smallest county packs in the Cooley Mountains and Carlingford Lough, famous for its oysters, as well as the fertile plains around the Boyne and Dundalk Bay. Cereal, potato and vegetable farms thrive on its rich soils.",
  },
  {
    name: "Mayo",
    region: "Connacht",
    tagline: "The Heather County",
    intro:
      "Mayo is wild Atlantic country, from the holy mountain of Croagh Patrick above the drumlin islands of Clew Bay to Achill Island and the Neolithic field walls of the Céide Fields. Mountain lamb, rope-grown mussels and organic salmon from its clean bays are local specialities.",
  },
  {
    name: "Meath",
    region: "Leinster",
    tagline: "The Royal County",
    intro:
      "Meath's deep, fertile grasslands along the River Boyne are some of the finest beef-fattening land in Ireland. The county is also home to the Hill of Tara and the 5,000-year-old passage tombs of Newgrange, Knowth and Dowth at Brú na Bóinne.",
  },
  {
    name: "Monaghan",
    region: "Ulster",
    tagline: "The Farney County",
    intro:
      "Monaghan's countryside of little drumlin hills, small lakes and hedgerows was made famous by the poet Patrick Kavanagh. It is a hard-working farming county, a leading producer of mushrooms, poultry, pork and milk.",
  },
  {
    name: "Offaly",
    region: "Leinster",
    tagline: "The Faithful County",
    intro:
      "Offaly is the county of the great midland bogs, from the Bog of Allen to the wildlife-rich cutaway at Lough Boora, with the monastic site of Clonmacnoise on the banks of the Shannon. Dairy and beef farms share the land with the bogs, and the Slieve Bloom Mountains rise on its southern border.",
  },
  {
    name: "Roscommon",
    region: "Connacht",
    tagline: "The Rossies",
    intro:
      "Roscommon's limestone pastures have made it renowned sheep and cattle country, bounded by the Shannon and its lakes to the east. Lough Key and its island castle, and the ancient royal site of Rathcroghan, are highlights of this peaceful farming county.",
  },
  {
    name: "Sligo",
    region: "Connacht",
    tagline: "The Yeats County",
    intro:
      "Sligo is dominated by the flat-topped ridge of Benbulben and the cairn-crowned summit of Knocknarea, the landscape that inspired W. B. Yeats. Its Atlantic shore at Strandhill and Mullaghmore is known for surfing, seaweed and oysters, while cattle and sheep graze the fields below the mountains.",
  },
  {
    name: "Tipperary",
    region: "Munster",
    tagline: "The Premier County",
    intro:
      "Tipperary is Ireland's largest inland county, its Golden Vale pastures among the best dairy land in the country, overlooked by the Galtee Mountains and the Rock of Cashel. It is the home of Cashel Blue cheese and many farmhouse dairy, beef and apple producers.",
  },
  {
    name: "Tyrone",
    region: "Northern Ireland",
    tagline: "The Red Hand County",
    intro:
      "Tyrone, the largest county in Northern Ireland, stretches from the heather moorland of the Sperrins to the western shore of Lough Neagh. Eel fishermen still work the lough for the PGI-protected Lough Neagh eel, and the lowland farms are busy with dairy, beef and potatoes.",
  },
  {
    name: "Waterford",
    region: "Munster",
    tagline: "The Déise",
    intro:
      "Waterford runs from the Comeragh Mountains down to the coves and sea stacks of the Copper Coast UNESCO Global Geopark. It is famous for the Waterford blaa, a soft floury bread roll with PGI status, and for rich dairy farming in its river valleys.",
  },
  {
    name: "Westmeath",
    region: "Leinster",
    tagline: "The Lake County",
    intro:
      "Westmeath's limestone grasslands are dotted with lakes such as Lough Ennell, Lough Owel and Lough Derravaragh, with Lough Ree on its western edge. Beef cattle thrive on the rich pasture around the Hill of Uisneach, long regarded as the centre of Ireland.",
  },
  {
    name: "Wexford",
    region: "Leinster",
    tagline: "The Model County",
    intro:
      "Sunny south-east Wexford is Ireland's strawberry county, with fields of ripe fruit sold from roadside stalls every summer. Its fertile tillage land also produces early potatoes and grain, and the coast runs from the long beach at Curracloe to Hook Head and its ancient lighthouse.",
  },
  {
    name: "Wicklow",
    region: "Leinster",
    tagline: "The Garden of Ireland",
    intro:
      "Wicklow is the Garden of Ireland, where the Wicklow Mountains rise behind fertile coastal farmland and the Great Sugar Loaf. Hill sheep graze the uplands around the lakes and round tower of Glendalough, and the county is known for its lamb, venison and market gardens.",
  },
];

/** All 32 counties, sorted by name. */
export const COUNTIES: readonly County[] = Object.freeze(
  [...SEEDS]
    .sort((a, b) => a.name.localeCompare(b.name))
    .map((seed): County => {
      const slug = countySlug(seed.name);
      return Object.freeze({ ...seed, slug, heroImage: `/counties/${slug}.svg` });
    }),
);

/** County names, sorted. */
export const COUNTY_NAMES: readonly string[] = Object.freeze(COUNTIES.map((c) => c.name));

const BY_SLUG = new Map<string, County>(COUNTIES.map((c) => [c.slug, c]));
/** Other names a county goes by: County Londonderry is Derry's official name in Northern Ireland. */
const OTHER_NAMES: Readonly<Record<string, string>> = { londonderry: "Derry" };
const BY_NAME = new Map<string, County>(COUNTIES.map((c) => [c.name.toLowerCase(), c]));
for (const [other, name] of Object.entries(OTHER_NAMES)) {
  BY_NAME.set(other, BY_NAME.get(name.toLowerCase())!);
  // "/farm-shops/londonderry" is Derry's page by its other name (the page then redirects to its own slug).
  BY_SLUG.set(countySlug(other), BY_NAME.get(name.toLowerCase())!);
}

/** Finds a county by its URL slug (case-insensitive, trims), or the slug of its other name ("londonderry"). */
export function findCountyBySlug(slug: string): County | undefined {
  let decoded = slug;
  try {
    decoded = decodeURIComponent(slug);
  } catch {
    // keep the raw value when it is not valid percent-encoding
  }
  return BY_SLUG.get(countySlug(decoded));
}

/** Finds a county by its name (case-insensitive, trims; an optional leading "County"/"Co." is ignored; "Londonderry" is Derry). */
export function findCountyByName(name: string): County | undefined {
  const key = name.trim().toLowerCase().replace(/\s+/g, " ");
  return BY_NAME.get(key) ?? BY_NAME.get(key.replace(/^(county|co\.?)\s+/, ""));
}

/** The six counties of Northern Ireland. */
export const NORTHERN_IRELAND_COUNTIES: readonly string[] = Object.freeze(
  COUNTIES.filter((c) => c.region === "Northern Ireland").map((c) => c.name),
);

/** True when the county name (case-insensitive) is one of the six Northern Ireland counties. */
export function isNorthernIreland(county: string): boolean {
  return findCountyByName(county)?.region === "Northern Ireland";
}
