import { z } from "@/lib/validation/zod";

/** The map call's own parameters: the visible box and the zoom (the search parameters come beside them). */
export const mapParamsSchema = z.object({
  bbox: z
    .string({ error: "bbox is required: west,south,east,north" })
    .transform((value, ctx) => {
      const parts = value.split(",").map((p) => p.trim());
      const n = parts.map(Number);
      const [west, south, east, north] = n as [number, number, number, number];
      const fail = (message: string) => {
        ctx.addIssue({ code: "custom", message });
        return z.NEVER;
      };
      if (parts.length !== 4 || parts.some((p) => p === "") || n.some((x) => !Number.isFinite(x)))
        return fail("bbox must be four numbers: west,south,east,north");
      if (Math.abs(south) > 90 || Math.abs(north) > 90 || Math.abs(west) > 180 || Math.abs(east) > 180)
        return fail("bbox must lie within -180..180 longitude and -90..90 latitude");
      if (west >= east || south >= north) return fail("bbox must have west < east and south < north");
      return { west, south, east, north };
    }),
  zoom: z.coerce
    .number({ error: "zoom must be a number" })
    .min(0, "zoom must be between 0 and 22")
    .max(22, "zoom must be between 0 and 22")
    .transform((z) => Math.floor(z)),
});
