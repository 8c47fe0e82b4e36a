export { generatedSpecialHours, type SpecialHours } from "./hours";
export { PLACES, type Place, type Town } from "./places";
export {
  DEFAULT_GENERATOR_SEED,
  GENERATED_ID_PREFIX,
  HONEY_SHARE,
  generateEvents,
  generateShop,
  generatedShopId,
  type GeneratedEvent,
  type GeneratedShop,
} from "./shop";
export {
  GENERATED_EVENT_PREFIX,
  GENERATED_POST_PREFIX,
  generateExtraEvent,
  generatePost,
  type GeneratedExtraEvent,
  type GeneratedPost,
} from "./content";
