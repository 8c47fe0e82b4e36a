// GET /embed/shop/[slug] – a shop's live status widget, made to be framed by any site
import { embedRoute, decodeSegment, widgetResponse } from "@/lib/embed/respond";
import { problemWidget, shopWidget } from "@/lib/embed/widgets";
import { getPublicShop } from "@/lib/shops/cached";

// Rendered for every request: the status is the one of the moment the widget is viewed. The shop
// itself is the shop page's cached read (tag "shops").
export const dynamic = "force-dynamic";

export async function GET(request: Request, { params }: { params: Promise<{ slug: string }> }) {
  return embedRoute(request, { products: false }, async ({ theme, layout }, words) => {
    const shop = await getPublicShop(decodeSegment((await params).slug));
    if (!shop) return widgetResponse(problemWidget("shopNotFound", { theme, words }), { status: 404 });
    return widgetResponse(shopWidget(shop, { theme, layout, now: new Date(), words }));
  });
}
