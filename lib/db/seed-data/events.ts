import type { SeedEvent } from "./types";

/**
 * Demo events at approved shops. Dates are offsets in days from the day the seed runs, so the
 * demo always has a few past events, a busy upcoming calendar and some multi-day ones.
 */
export const seedEvents: SeedEvent[] = [
  // ─── Upcoming, featured ──────────────────────────────────────────────────
  {
    shopName: "Nore Valley Orchard Shop",
    name: "Nore Valley Apple Day",
    description:
      "Taste more than thirty apple varieties grown in our orchard, from crisp early eaters to sharp Bramleys, and vote for your favourite. Watch the old cider press at work, join an orchard walk with our grower at noon and 3pm, and bring a basket for pick-your-own in the orchard.\nApple tarts, hot apple juice and toasted sandwiches in the café all day. Entry is free.",
    startOffsetDays: 12,
    endOffsetDays: null,
    eventTime: "11:00",
    endTime: "17:00",
    websiteUrl: "https://norevalleyorchard.example/apple-day",
    featured: true,
  },
  {
    shopName: "Slaney Strawberry Farm",
    name: "Strawberry Pick-Your-Own Weekend",
    description:
      "The fields are open for a full weekend of picking, with punnets provided and fruit paid for by weight at the gate. Wellies are a good idea if it has rained.\nThe café will have strawberry scones, fresh cream and homemade ice cream, and the kids' tractor rides run every half hour.",
    startOffsetDays: 20,
    endOffsetDays: 21,
    eventTime: "10:00",
    endTime: "18:00",
    websiteUrl: "https://slaneystrawberry.example/pyo",
    featured: true,
  },
  {
    shopName: "Galtee Farm Shop",
    name: "Pumpkin Patch Weekend",
    description:
      "Wander the pumpkin field, pick your own pumpkin straight from the vine and carve it in the barn with our tools and templates. There's a straw-bale maze, face painting and a hay-trailer ride around the farm.\nBooking a time slot is recommended; pumpkins are priced by size.",
    startOffsetDays: 33,
    endOffsetDays: 34,
    eventTime: "10:00",
    endTime: "17:00",
    websiteUrl: "https://galteefarm.example/pumpkins",
    featured: true,
  },
  {
    shopName: "Strangford Lough Farm Shop",
    name: "Christmas Tree & Hamper Market",
    description:
      "Choose a locally grown Nordmann fir or Norway spruce, netted and loaded into your car for you, then browse stalls of Christmas hampers, farmhouse cheeses, puddings, wreaths and gifts from producers across County Down.\nMulled apple juice, mince pies and carols around the fire pit every evening.",
    startOffsetDays: 45,
    endOffsetDays: 48,
    eventTime: "10:00",
    endTime: "19:00",
    websiteUrl: "https://strangfordloughfarm.example/christmas",
    featured: true,
  },
  {
    shopName: "Glens of Antrim Farm Shop",
    name: "Glens Food & Craft Fair",
    description:
      "Twenty-five producers and makers from the nine Glens fill the farmyard: soda farls and wheaten bread, Glens lamb, honey, preserves, woollens and pottery. Live traditional music in the café from 2pm.",
    startOffsetDays: 38,
    endOffsetDays: null,
    eventTime: "11:00",
    endTime: "17:00",
    websiteUrl: "https://glensfarmshop.example/fair",
    featured: true,
  },

  // ─── Upcoming ────────────────────────────────────────────────────────────
  {
    shopName: "Burren Slopes Farmhouse Cheese",
    name: "Farmhouse Cheese-Making Workshop",
    description:
      "Spend a morning in our dairy learning how milk becomes cheese: setting the curd with rennet, cutting, stirring, moulding and salting. Each participant makes and takes home a small fresh cheese.\nFinish with a tasting of our matured cheeses and a farmhouse lunch. Places are limited to ten, so please book ahead.",
    startOffsetDays: 18,
    endOffsetDays: null,
    eventTime: "10:00",
    endTime: "15:30",
    websiteUrl: "https://burrenslopes.example/workshops",
    featured: false,
  },
  {
    shopName: "Corrib Shore Farm Shop",
    name: "Connemara Harvest Supper",
    description:
      "A long-table supper in the old byre, cooked from our own lamb, vegetables from the garden and brown trout from the lake. Bring your own wine; tickets include a farm walk at 7pm before dinner.",
    startOffsetDays: 27,
    endOffsetDays: null,
    eventTime: "19:00",
    endTime: "22:30",
    websiteUrl: "https://corribshore.example/supper",
    featured: false,
  },
  {
    shopName: "Croagh Patrick Farm Shop",
    name: "Kids' Farm Discovery Morning",
    description:
      "A hands-on morning for children aged four to ten: collect eggs, feed the calves and lambs, plant seeds to take home and learn where their food comes from. Parents stay with their children; juice and a scone are included.",
    startOffsetDays: 6,
    endOffsetDays: null,
    eventTime: "10:00",
    endTime: "12:30",
    websiteUrl: null,
    featured: false,
  },
  {
    shopName: "Dingle Peninsula Growers",
    name: "Polytunnel Tour & Seed Swap",
    description:
      "Walk through our polytunnels and see how we grow salads and herbs year-round on the Atlantic edge, using seaweed from the local beaches as fertiliser. Bring your own saved seeds to swap, or take a few of ours to start off.",
    startOffsetDays: 9,
    endOffsetDays: null,
    eventTime: "14:00",
    endTime: "16:00",
    websiteUrl: "https://dinglegrowers.example/events",
    featured: false,
  },
  {
    shopName: "Rossmore Farm Shop",
    name: "Christmas Hamper Evening",
    description:
      "Build your own Christmas hamper from the shelves with help from our team, taste West Cork cheeses, puddings and chutneys, and place orders for turkeys, hams and spiced beef. Ten percent off all hampers ordered on the night.",
    startOffsetDays: 52,
    endOffsetDays: null,
    eventTime: "18:00",
    endTime: "21:00",
    websiteUrl: "https://rossmorefarm.example/christmas",
    featured: false,
  },
  {
    shopName: "Máire's Kitchen Garden",
    name: "Grow Your Own: Grow Box Workshop",
    description:
      "Learn how to fill, sow and care for a grow box so you can pick salad leaves, herbs and radishes from your back door or balcony. Everyone goes home with a planted starter box and a season-by-season growing plan.",
    startOffsetDays: 15,
    endOffsetDays: null,
    eventTime: "11:00",
    endTime: "13:00",
    websiteUrl: "https://mairesgarden.example/workshops",
    featured: false,
  },
  {
    shopName: "Tara Hill Farm Shop",
    name: "Easter Egg Hunt & Petting Farm Day",
    description:
      "Follow the clue trail around the farm to find the hidden eggs, then meet the spring lambs, chicks and kid goats in the petting barn. Every child gets a chocolate egg at the finish line.\nTickets are sold in half-hour slots to keep the trail from getting crowded.",
    startOffsetDays: 70,
    endOffsetDays: null,
    eventTime: "10:00",
    endTime: "14:00",
    websiteUrl: "https://tarahillfarm.example/easter",
    featured: false,
  },
  {
    shopName: "Fennor Hill Orchard",
    name: "Cider Pressing Weekend",
    description:
      "Bring your own apples or buy a crate of ours and press them into juice on our traditional rack-and-cloth press. Our team will show you how to pasteurise juice at home or start a batch of cider.",
    startOffsetDays: 80,
    endOffsetDays: 81,
    eventTime: "10:00",
    endTime: "16:00",
    websiteUrl: "https://fennorhill.example/pressing",
    featured: false,
  },

  // ─── Past ────────────────────────────────────────────────────────────────
  {
    shopName: "Blessington Lakes Lamb",
    name: "Lambing Open Day",
    description:
      "Visitors joined us in the lambing shed to see newborn lambs, watch our sheepdogs at work and learn how we care for the ewes through the busiest weeks of the farming year. Thanks to everyone who came; the next open day will be announced in the new year.",
    startOffsetDays: -20,
    endOffsetDays: null,
    eventTime: "11:00",
    endTime: "16:00",
    websiteUrl: null,
    featured: false,
  },
  {
    shopName: "Seafield Farm Shop",
    name: "Early Potato Harvest Festival",
    description:
      "Two days celebrating the first north County Dublin potatoes of the year, with digging demonstrations, tastings of different varieties and a new-potato cookery demo with butter and fresh herbs. Over a thousand visitors came along across the weekend.",
    startOffsetDays: -45,
    endOffsetDays: -44,
    eventTime: "10:00",
    endTime: "17:00",
    websiteUrl: "https://seafieldfarm.example/festival",
    featured: false,
  },
  {
    shopName: "Orchard County Apple Barn",
    name: "Apple Blossom Weekend",
    description:
      "Guided walks through the Bramley orchards in full blossom, with a talk from our beekeeper about the bees that pollinate them. The café served Bramley apple tart and fresh-pressed juice all weekend.",
    startOffsetDays: -60,
    endOffsetDays: -58,
    eventTime: "11:00",
    endTime: "17:00",
    websiteUrl: "https://orchardcountyapplebarn.example/blossom",
    featured: false,
  },
  {
    shopName: "Ballyroe Farm Shop",
    name: "Farmhouse Bread Baking Class",
    description:
      "A hands-on morning making brown soda bread, white soda farls and a simple yeast loaf in the farmhouse kitchen. Everyone went home with warm bread and the recipes.",
    startOffsetDays: -10,
    endOffsetDays: null,
    eventTime: "10:00",
    endTime: "13:00",
    websiteUrl: null,
    featured: false,
  },
  {
    shopName: "Roe Valley Farm Shop",
    name: "Sausage-Making Masterclass",
    description:
      "Our butcher showed a small group how to mince, season and link traditional pork sausages, and how to make a proper Ulster fry to go with them. Everyone took home two kilos of their own sausages.",
    startOffsetDays: -3,
    endOffsetDays: null,
    eventTime: "18:30",
    endTime: "21:00",
    websiteUrl: "https://roevalleyfarm.example/classes",
    featured: false,
  },
];
