import { SavedCount } from "@/components/saved/saved-count";
import { HeaderNav } from "./header-nav";
import { LanguageSwitch } from "./language-switch";
import { Logo } from "./logo";

export function SiteHeader() {
  return (
    <header className="sticky top-0 z-40 border-b border-stone-200/80 bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/85">
      <div className="relative mx-auto flex h-16 max-w-7xl items-center justify-between gap-2 px-4 sm:gap-4 sm:px-6 lg:px-8">
        <Logo />
        <div className="flex items-center gap-1">
          <LanguageSwitch className="hover:text-brand-700 rounded-md px-2 py-2 text-sm font-medium text-stone-700 underline-offset-4 hover:underline" />
          <SavedCount />
          <HeaderNav />
        </div>
      </div>
    </header>
  );
}
