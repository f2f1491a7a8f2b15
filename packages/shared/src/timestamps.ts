import { z } from "zod";

/**
 * A point in time in an API answer. The server holds a Date (as Drizzle reads a timestamptz column); the
 * route's response schema encodes it as its ISO 8601 text ("2030-01-06T07:00:00.000Z"), which is what the
 * web receives. A schema using it answers with `z.input<typeof schema>` on the wire (string), while the
 * service returns `z.output` (Date).
 */
export const timestampSchema = z.codec(z.string(), z.date(), {
  decode: (text) => new Date(text),
  encode: (date) => date.toISOString(),
});
