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

/**
 * An instant a client sends: ISO 8601 with seconds and a zone, "Z" or "±hh:mm" (what toISOString() writes,
 * and what PostgreSQL writes in the API's answers, "2030-01-06T07:00:00.123456+00:00"). A calendar-impossible
 * date (February 30) is refused rather than rolled over.
 */
export const isoInstantSchema = (message: string) => z.iso.datetime({ offset: true, error: message });
