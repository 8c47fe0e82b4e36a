import type { SeedPost } from "./types";

/**
 * Demo blog posts for the Harvest Hub. Content uses light markdown-style markup
 * (## headings, **bold**, *italic*, "- " and "1. " lists, "> " quotes, blank lines between
 * paragraphs). Authors are fictional.
 */
export const seedPosts: SeedPost[] = [
  {
    title: "Eating with the Seasons: A Year of Irish Produce",
    author: "Aoife Brennan",
    excerpt:
      "From forced rhubarb in February to parsnips sweetened by the first frost, here is what Irish farms are harvesting through the year, and why food in season tastes better and costs less.",
    metaDescription:
      "A season-by-season guide to Irish fruit, vegetables and meat: what is ripe when, the hungry gap, and how farm shops help you eat with the seasons.",
    content: `Walk into a supermarket in January and you can buy strawberries, asparagus and sweetcorn as if it were July. Walk into a farm shop and the shelves tell you what month it is. That is not a limitation; it is the whole point. Food picked at its peak, close to home, tastes better, keeps longer and usually costs less, because the grower is not fighting the weather to produce it.

Ireland's mild, wet climate gives us a long growing season for grass, roots and brassicas, and a shorter, sweeter window for soft fruit. Here is a rough guide to what to look for.

## Spring: March to May

Spring starts early in the glasshouse and late in the field. **Forced rhubarb** arrives first, pink and tender, followed by outdoor rhubarb through April and May. Wild garlic carpets shady woodland from March, and purple sprouting broccoli is one of the few fresh green vegetables of early spring.

Late April and May are known to growers as the *hungry gap*: last year's stored potatoes, carrots and onions are running out, and the new season's crops are not yet ready. This is when polytunnel salads, spring onions, radishes and micro greens fill the gap on farm shop shelves.

## Summer: June to August

Summer is the season everyone waits for.

- **New potatoes**: Comber earlies from County Down and the first north County Dublin crops arrive in June. Eat them with butter and nothing else.
- **Strawberries**: Wexford strawberries are at their best from June into August, with raspberries, gooseberries and blackcurrants close behind.
- **Peas, broad beans and courgettes**: best picked young and cooked the same day.
- **Tomatoes and cucumbers**: glasshouse growers in Rush and Lusk have been supplying Dublin with salad crops for generations.

## Autumn: September to November

Autumn is harvest proper. Apples, from early Discovery to the Armagh Bramley (which has protected PGI status), fill orchard shops from late August. Hedgerow blackberries ripen in September, and pumpkins and squash appear in time for Halloween, a festival that began in Ireland. Beetroot, carrots, leeks and kale are all at their best, and lamb is plentiful and good value as the grass-fed season ends.

## Winter: December to February

Winter vegetables are the hardy ones. **Parsnips** taste sweeter after a frost, because the cold turns some of their starch to sugar. Brussels sprouts, Savoy cabbage, kale, celeriac, swede and leeks carry us through to spring, along with potatoes, onions and apples from store. Christmas brings turkey, ham and, in Cork, spiced beef.

> "If you want to know what's in season, don't look at the calendar, look at what the farmer has too much of." — a grower at a Kilkenny market

## How to eat seasonally without trying too hard

1. Shop at a farm shop, farmers' market or veg box scheme once a week and build meals around what you find.
2. Buy gluts cheaply and preserve them: jam in summer, chutney in autumn, frozen berries for winter.
3. Learn three or four good recipes for each season's staples, such as soup, roast, salad and crumble.
4. Ask the farmer. Most are delighted to tell you what is coming next week.

Eating with the seasons is not about rules. It is about noticing the year turning, and tasting it.`,
    featured: true,
    published: true,
    publishDaysAgo: 12,
  },
  {
    title: "What Is an Honesty Box? How Ireland's Roadside Stalls Work",
    author: "Ciarán Daly",
    excerpt:
      "A shed at a farm gate, a tray of eggs, a tin for the money and nobody watching. Honesty boxes are one of the nicest things about rural Ireland. Here is how they work and how to be a good customer.",
    metaDescription:
      "How honesty boxes work at Irish farm gates: what they sell, how to pay, the etiquette to follow, and tips for farmers thinking of setting one up.",
    content: `Drive any country road in Ireland in summer and sooner or later you will see a hand-painted sign: *Free Range Eggs*, *New Potatoes*, *Flowers*. Pull in and you will usually find a small shed, a converted milk churn stand or a table under a canopy, stocked with produce and a tin for the money. There is nobody to serve you. That is an honesty box.

## How it works

The idea could not be simpler. The farmer puts out produce with the prices clearly marked. You take what you want and leave the right money. The farmer restocks, usually first thing in the morning and again in the evening, and empties the box.

Honesty boxes sell what small farms have plenty of:

- **Eggs**: the classic, often from hens you can see scratching in the next field
- **Vegetables**: potatoes, carrots, onions, cabbages and whatever the garden is producing
- **Fruit**: strawberries in summer, apples and plums in autumn
- **Flowers**: sweet pea, dahlias and sunflowers in season
- **Jams, chutneys and honey** when there is a batch made

## Paying

Most boxes still take cash, so it is worth keeping a few coins in the car. Many now also display a Revolut username, a QR code or a small card reader on the wall, which has made them much easier to use. If you do not have the exact money, do not panic: leave a little more and call it a tip, or note the shortfall and come back.

## Honesty box etiquette

1. **Pay for everything you take**, at the price marked. The system only survives on trust.
2. **Bring your own bag**, and return clean egg boxes; the farmer will reuse them.
3. **Close doors and lids** behind you to keep out rain, birds and the farm cat.
4. **Take only what you need** if stock is low, so the next person gets some too.
5. **Be careful pulling in.** Park off the road and watch for tractors and cattle.

> "Ninety-nine people in a hundred are completely honest. The hundredth usually comes back the next day with the money." — Bríd, who runs an honesty box near Callan

## Why they matter

For the farmer, an honesty box is a way to sell small amounts of surplus at a fair price without staffing a shop. For the customer, it is some of the freshest food you can buy, often picked that morning, at prices that are usually lower than the supermarket. For the countryside, it is a quiet reminder that trust still works.

## Thinking of starting one?

If you have hens, a big garden or a field of potatoes, an honesty box is an easy way to start selling. Keep it tidy and well signed, show prices clearly, restock at the same times each day, and keep perishables shaded and cool. Before you sell eggs or anything you have cooked or bottled, check the current food safety and registration rules with your local authority or the Department of Agriculture. Then list your box on this directory so people can find you.`,
    featured: true,
    published: true,
    publishDaysAgo: 30,
  },
  {
    title: "A Beginner's Guide to Irish Farmhouse and Raw Milk Cheese",
    author: "Siobhán Kavanagh",
    excerpt:
      "Ireland makes some of the best farmhouse cheese in Europe, much of it on the farm where the milk is produced. Here is how to find it, choose it, store it and serve it, including what 'raw milk' on the label means.",
    metaDescription:
      "Irish farmhouse cheese explained: the main styles, what raw milk cheese means, safety advice, and how to buy, store and serve cheese from farm shops.",
    content: `Fifty years ago, Ireland made plenty of cheese, but almost all of it was block cheddar from large creameries. Then, in the late 1970s, a handful of farming families began making cheese from the milk of their own herds, starting on the Beara peninsula in West Cork. Today there are dozens of farmhouse cheesemakers across the country, and Irish cheeses win awards around the world.

*Farmhouse cheese* usually means cheese made on the farm, from the milk of that farm's own cows, goats or sheep, often in small batches by hand. Each one tastes of its place: the grass, the breed, the season and the maker.

## The main styles

- **Washed-rind cheeses**: the rind is washed in brine as the cheese matures, giving an orange, sticky crust, a pungent smell and a surprisingly mild, buttery centre. West Cork is famous for them.
- **Hard and semi-hard cheeses**: from Gouda-style cheeses to cloth-bound cheddars, often aged for a year or more. Great for cooking and for the cheeseboard.
- **Blue cheeses**: Tipperary's blues are among Ireland's best-known cheeses abroad, made from both cow's and sheep's milk.
- **Fresh and soft goat's cheeses**: light, lemony and delicate, from goat farms in Clare, Cork and elsewhere.

## What does "raw milk" mean?

Most cheese is made from pasteurised milk, which has been heated to kill bacteria. **Raw milk cheese** is made from milk that has not been pasteurised. Many cheesemakers prefer it because the milk's own natural bacteria give the cheese more depth and character, and because it shows off the flavour of their farm. EU rules require these cheeses to be labelled *made with raw milk*, so it is easy to check.

Raw milk cheesemakers work under strict hygiene and testing rules. Even so, pregnant women and people with weakened immune systems are generally advised to avoid unpasteurised cheese, and older people and young children may be advised to take care too. Check the current HSE and safefood guidance, and ask your doctor or pharmacist if you are unsure.

## How to buy farmhouse cheese

1. **Ask to taste.** Any good farm shop or market stall will give you a sliver.
2. **Buy little and often.** A small wedge at its best beats a big block that dries out in the fridge.
3. **Ask how old it is.** The same cheese can taste completely different at three months and at twelve.
4. **Buy cut to order** rather than pre-wrapped when you can.

## Storing and serving

Wrap cheese in waxed paper or cheese paper, not cling film, which makes it sweat. Keep it in a box in the salad drawer of the fridge, where it is cool but not too cold. Take it out **an hour before serving**; cold cheese has little flavour.

> A good Irish cheeseboard needs only three cheeses: one soft, one hard and one blue, with oatcakes, a good chutney and a few slices of apple.

When you find a cheese you love, ask where it is made. Many cheesemakers sell at the farm gate or welcome visitors by arrangement, and there is no better way to understand a cheese than to see the fields it came from.`,
    featured: true,
    published: true,
    publishDaysAgo: 5,
  },
  {
    title: "Why Buying Direct from Local Farmers Matters",
    author: "Declan Moran",
    excerpt:
      "Every euro you spend at a farm shop, market or honesty box goes further for the farmer and for your area. Here is why buying direct matters, and some easy ways to make it part of your week.",
    metaDescription:
      "Why buying directly from Irish farmers matters: fairer prices, fresher food, traceability and thriving rural communities, plus easy ways to start.",
    content: `Irish farmers produce some of the best food in the world, yet many of them struggle to make a living from it. When food passes through processors, distributors and retailers, each takes a share, and the farmer often receives only a small part of the final price. Buying direct changes that.

## Where your money goes

When you buy a box of eggs at a farm gate or a leg of lamb at a farm shop, most of the money goes straight to the family that produced it. That income lets small and medium-sized farms stay in business, invest in better practices and employ local people. The money then circulates in the local economy, at the hardware shop, the mechanic and the café in the next village.

## Fresher food, fewer miles

Produce sold direct has usually travelled a few kilometres, not a few thousand. Vegetables picked that morning keep their flavour and nutrients, soft fruit is picked ripe rather than early for shipping, and meat is often hung and butchered properly on site. You will notice the difference the first time you boil new potatoes dug the same day.

## Knowing where your food comes from

At a farm shop you can ask how the animals were raised, what the hens are fed or whether the vegetables were sprayed, and get a straight answer from the person who did the work. That *traceability* is hard to match. Many farm shops welcome visitors on open days, so you can see the fields for yourself.

## Keeping variety alive

Small producers are more likely to keep native breeds such as Kerry cattle, heritage apple varieties and unusual vegetables that never make it to a supermarket shelf. Every sale helps keep that diversity alive.

## Easy ways to buy direct

- **Visit a farm shop** once a week instead of doing the whole shop in a supermarket.
- **Sign up for a veg box** from a local grower; many deliver.
- **Go to your local farmers' market** and get to know a few stallholders.
- **Stop at honesty boxes** for eggs, potatoes and flowers.
- **Join a CSA** (Community Supported Agriculture) scheme, where members pay upfront for a share of the harvest and share the risks and rewards with the grower.
- **Buy whole or half animals** from a farm and fill the freezer, which usually costs less per kilo.

> "People think they're doing us a favour. They're not, they're getting the best food in the parish." — a Laois farmer on why people come back

## Be a good visitor

Farms are workplaces. Keep dogs on leads or in the car, close every gate you open, park where you are asked to, and keep children close to machinery and livestock. Follow any biosecurity signs, such as footbaths, especially during lambing and calving.

## Spread the word

Small farms do not have big advertising budgets. Leaving a review, sharing a post or simply telling a friend can make a real difference. And if you know a good farm shop that is not on this directory yet, use the **Submit a Farm Shop** page to add it.`,
    featured: false,
    published: true,
    publishDaysAgo: 45,
  },
  {
    title: "Building the Perfect Christmas Hamper from Irish Farm Shops",
    author: "Niamh Fitzgerald",
    excerpt:
      "Skip the shrink-wrapped gift basket this year. A hamper built from your local farm shop, with farmhouse cheese, proper chutney and homemade baking, is a present people actually remember.",
    metaDescription:
      "How to put together a Christmas hamper from Irish farm shops: what to include, when to order, budgets, packaging and posting tips.",
    content: `A good Christmas hamper is a small tour of a place. Built from a farm shop, it can tell the story of a county: the cheese from the hills, the honey from the hedgerows, the bread from the village baker. And unlike most gifts, every part of it gets used.

## Order early

Farm shop hampers are made by hand, often by a small team, and the popular ones sell out. Most shops start taking orders in November and close them in mid-December. If you plan to post a hamper, check the last recommended posting dates, which are usually earlier than people expect, especially for deliveries abroad.

## What to put in it

Think of a hamper as a meal, not a random collection. A well-balanced one might include:

- **A farmhouse cheese or two**: one hard, which travels well, and one softer if it will be eaten quickly
- **Something to eat it with**: oatcakes, crackers or a brown bread mix
- **A chutney or relish**: apple, tomato or beetroot, ideally made on the farm
- **Honey or preserves**: a jar of heather honey or a pot of marmalade for St Stephen's Day breakfast
- **Something sweet**: a Christmas pudding, a porter cake, fudge or handmade chocolate
- **A drink**: apple juice from an Irish orchard, or a craft cider if the shop is licensed to sell it
- **A local speciality**: spiced beef in Cork, smoked salmon on the west coast, a Bramley apple tart in Armagh

## Hampers for every budget

1. **The stocking-filler** (around €25): a jar of honey, a small chutney and a bar of chocolate in a paper bag with a ribbon.
2. **The classic** (€50 to €80): cheese, crackers, chutney, preserves, a pudding and a bottle of juice in a wooden crate.
3. **The feast** (€120 and up): add a ham or spiced beef, a second cheese, smoked salmon and baking, and you have lunch for the family.

## Fresh or long-life?

If the hamper is going straight to someone you will see before Christmas, fresh cheese, meat and baking are wonderful. If it is being posted or left under the tree for a week, choose things that keep: hard cheese, jars, puddings, cakes and drinks. Many farm shops will offer a voucher for fresh items, such as a turkey or ham to be collected on Christmas week.

> The best hampers come with a note: who made each thing, where, and how to enjoy it. It turns a gift into a story.

## Packaging that lasts

Wicker baskets and wooden crates can be reused for years, for logs, toys or next year's hamper. Wrap jars in paper or straw, not plastic, and tuck a tea towel or apron in as padding.

## Corporate gifts

Many farm shops now make hampers for businesses, branded with a card and delivered to staff or clients across the country. It is a lovely way for a company to support local producers, and a welcome change from a bottle of wine. Ask about bulk prices early in the autumn.

Search this directory for shops listing **Hampers** and **Delivery** to find makers near you or near the person you are buying for.`,
    featured: false,
    published: true,
    publishDaysAgo: 70,
  },
  {
    title: "Grow Your Own: Getting Started with Grow Boxes",
    author: "Róisín Gallagher",
    excerpt:
      "No garden, no experience, no problem. A grow box gives you a ready-made raised bed with the right compost and seeds, so you can pick salad leaves and herbs from your back door within weeks.",
    metaDescription:
      "A beginner's guide to grow boxes in Ireland: where to put one, what to grow and when, watering, slugs and getting the most from a small space.",
    content: `There is nothing quite like eating something you grew yourself. For many people, though, the idea of digging a vegetable bed is daunting. That is where **grow boxes** come in. Several farm shops and growers now sell them: a raised planter, filled with good compost, with seeds or young plants chosen to suit the season and a simple plan to follow.

## Why a grow box?

- It fits almost anywhere: a patio, a balcony, a yard or beside the back door.
- The compost is clean and fertile, so there is no digging and far fewer weeds.
- A raised box warms up faster in spring and drains better in our wet climate.
- It is at a comfortable height for children, older gardeners and anyone with a bad back.

## Where to put it

Most vegetables need **at least six hours of sunlight** a day, so choose the brightest spot you have. Shelter matters almost as much in Ireland: a wall or fence that breaks the wind will make a big difference, especially near the coast. Put it close to the house. You are far more likely to water and pick a box you pass every day.

## What to grow

Start with crops that are quick, easy and expensive to buy:

1. **Cut-and-come-again salad leaves**: sow a row every three weeks and you will have leaves from late spring to autumn.
2. **Radishes**: ready in about four weeks, perfect for impatient children.
3. **Spring onions and chives**: almost impossible to get wrong.
4. **Peas**: sow in spring and grow them up a few twigs; eat the shoots as well as the pods.
5. **Chard and perpetual spinach**: one sowing can keep cropping for months.
6. **Herbs**: parsley, coriander, mint (in its own pot, or it takes over) and thyme. Basil prefers a sunny windowsill indoors in most Irish summers.

## When to sow

In most of Ireland, hardy crops such as salad, radish, peas and spring onions can be sown outdoors from **April**, once the soil has started to warm. Tender plants such as courgettes and French beans should wait until the risk of frost has passed, usually mid to late May, and a little later inland and in the midlands. In autumn you can sow winter salads and plant garlic cloves in October or November for a summer harvest.

## Watering and feeding

A raised box dries out faster than open ground, even in Ireland. Check it every couple of days in summer by pushing a finger into the compost; if it is dry below the surface, water well, ideally in the morning. After a couple of months, give hungry crops a liquid feed, such as a seaweed or comfrey feed, every couple of weeks.

## The slug problem

> Every Irish gardener learns the same lesson: the slugs get there first.

Protect young seedlings with wool pellets, copper tape around the box or a beer trap sunk into the compost, and go out with a torch on damp evenings to pick them off. Raised boxes help, because slugs have further to climb.

## Keep it going

When a crop finishes, sow something else in the gap straight away. A single box, well managed, can produce salad, herbs and a few treats from April to November. Once you are hooked, your local farm shop can help with seedlings, compost and advice for next year.`,
    featured: false,
    published: true,
    publishDaysAgo: 20,
  },
  {
    title: "Pick-Your-Own with Kids: A Day Out on an Irish Farm",
    author: "Aoife Brennan",
    excerpt:
      "Strawberries in June, apples in September, pumpkins at Halloween: a pick-your-own farm is one of the best family days out there is. Here is when to go, what to bring and how to make it go smoothly.",
    metaDescription:
      "Tips for visiting pick-your-own farms in Ireland with children: seasons, what to bring, picking etiquette, hygiene and what to do with your harvest.",
    content: `Ask a child where strawberries come from and you might get a puzzled look and the word "shop". Spend a morning at a pick-your-own farm and they will never forget. Pick-your-own (often shortened to **PYO**) farms let you into the fields to harvest fruit and vegetables yourself, paying by weight on the way out. It is fun, it is cheap, and the fruit is as fresh as it gets.

## When to go

Seasons vary with the weather and the part of the country, but as a rough guide:

- **Strawberries**: June to August, with Wexford famous for them
- **Raspberries and other soft fruit**: July and August
- **Blueberries**: late July into September
- **Apples and plums**: September and October
- **Pumpkins**: the first weeks of October, in time for Halloween

Always check the farm's website or social media before you set off. Fields close when they have been picked out or after heavy rain, and popular weekends sometimes need a booked time slot.

## What to bring

1. Wellies or old runners, as fields can be muddy even in summer
2. Sun cream, hats and water, because there is little shade between the rows
3. A cool box for the car, so your fruit survives the journey home
4. Hand wipes, a change of clothes for small children, and a card or cash for paying

## Picking etiquette

Most farms will give you punnets or baskets and show you which rows to pick. Stick to those rows and step over plants carefully. Pick only ripe fruit: strawberries should be red all over, and raspberries should come away from the plant easily. Hold the stalk rather than squeezing the fruit. Many farms are relaxed about a few tastes along the way, but ask first and pay for what you take home.

> Our rule is simple: one for the basket, one for me, and everything in the basket gets paid for.

## Animals and hygiene

Many PYO farms have a petting farm or play area too. After touching animals, make sure everyone **washes their hands with soap and running water**, not just hand gel, before eating anything, including the fruit. Keep little ones away from machinery and remind them that farm dogs are working animals.

## Making a day of it

Pack a picnic or eat in the farm café, bring grandparents along, and let older children weigh and pay at the till. It is a great chance to talk about how food is grown, why bees matter and what happens on the farm the rest of the year.

## What to do with your haul

Soft fruit does not keep long, so have a plan:

- Eat the best ones fresh, with cream or yoghurt
- Make a quick jam: strawberries, sugar and lemon juice, boiled until it sets
- Freeze berries spread out on a tray, then bag them for smoothies and crumbles in winter
- Bake apples into tarts, or store unblemished ones in a cool shed wrapped in paper

Use the search on this directory and filter by **Pick your own** to find farms near you.`,
    featured: false,
    published: false,
    publishDaysAgo: 0,
  },
];
