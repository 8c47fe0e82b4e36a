export type { Day, DayHours, SeedShop, SeedEvent, SeedPost } from "./types";
export { seedShops } from "./shops";
export { seedEvents } from "./events";
export { seedPosts } from "./posts";
export { seedReports, seedPendingChange, seedVerifiedDaysAgo } from "./listings";
