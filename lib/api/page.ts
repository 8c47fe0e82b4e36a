import { json } from "./respond";

/** An admin list page: the rows as a JSON list, and how many there are in all in X-Total-Count. */
export function pageJson(rows: unknown[], total: number): Response {
  return json(rows, { headers: { "X-Total-Count": String(total), "Access-Control-Expose-Headers": "X-Total-Count" } });
}
