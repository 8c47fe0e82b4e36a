/**
 * Builds the icon sprite (public/icons.svg) from lucide's drawings: one <symbol> per name of
 * ICON_NAMES, with lucide's own paths. The stroke style lives in the `icon` CSS class, so the
 * symbols carry geometry only.
 */
import { ICON_NAMES } from "@/components/ui/icon-names";

type IconNode = [tag: string, attrs: Record<string, string | number>][];
type IconModule = { __iconData: { name: string; size?: number; node: IconNode } };

const escape = (v: string | number) => String(v).replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");

function element([tag, attrs]: IconNode[number]): string {
  const list = Object.entries(attrs)
    .filter(([k]) => k !== "key")
    .map(([k, v]) => ` ${k}="${escape(v)}"`)
    .join("");
  return `<${tag}${list}/>`;
}

export async function buildIconSprite(names: readonly string[] = ICON_NAMES): Promise<string> {
  const symbols: string[] = [];
  for (const name of names) {
    const mod = (await import(`lucide-react/icons/${name}`)) as unknown as IconModule;
    const size = mod.__iconData.size ?? 24;
    symbols.push(`<symbol id="${name}" viewBox="0 0 ${size} ${size}">${mod.__iconData.node.map(element).join("")}</symbol>`);
  }
  return `<svg xmlns="http://www.w3.org/2000/svg">\n${symbols.join("\n")}\n</svg>\n`;
}
