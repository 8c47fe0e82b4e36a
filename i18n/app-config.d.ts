import type en from "../messages/en.json";
import type { Locale } from "./config";

// Message keys are checked when the code is typechecked: a key missing from messages/en.json fails `tsc`.
declare module "next-intl" {
  interface AppConfig {
    Locale: Locale;
    Messages: typeof en;
  }
}
