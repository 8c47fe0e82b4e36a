import { SavedCount } from "@/components/saved/saved-count";
import { HeaderNav } from "./header-nav";
import { Logo } from "./logo";

export function SiteHeader() {
  return (
    <header className="sticky top-0 z-40 border-b border-stone-200/80 bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/85">
      <div className="relative mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8">
        <Logo />
        <div className="flex items-center gap-1">
          <SavedCount />
          <HeaderNav />
        </div>
      </div>
    </header>
  );
}
