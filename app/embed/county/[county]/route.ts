// GET /embed/county/[county] – a county's first farm shops with their live status, made to be framed by any site
import { PRODUCT_CATEGORIES } from "@/lib/catalog";
import { findCountyBySlug } from "@/lib/counties";
import { getCountyWidgetShops } from "@/lib/embed/cached";
import { decodeSegment, embedRoute, widgetResponse } from "@/lib/embed/respond";
import { countyWidget, problemWidget } from "@/lib/embed/widgets";

// Rendered for every request (each shop's status is the one of the moment); the list is a cached read tagged "shops".
export const dynamic = "force-dynamic";

/** A catalogue product by its name in any case ("honey" → "Honey"); other text as given. */
const canonicalProduct = (name: string) => PRODUCT_CATEGORIES.find((p) => p.toLowerCase() === name.toLowerCase()) ?? name;

export async function GET(request: Request, { params }: { params: Promise<{ county: string }> }) {
  return embedRoute(request, { products: true }, async ({ theme, products }, words) => {
    const county = findCountyBySlug(decodeSegment((await params).county).toLowerCase());
    if (!county) return widgetResponse(problemWidget("countyNotFound", { theme, words }), { status: 404 });
    const wanted = [...new Set(products.map(canonicalProduct))];
    const listing = await getCountyWidgetShops(county.name, wanted);
    return widgetResponse(countyWidget(county, listing, { theme, products: wanted, now: new Date(), words }));
  });
}
