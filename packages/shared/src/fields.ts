/**
 * Zod field builders the form schemas share: trimmed text with a required message and a length limit, and
 * yyyy-MM-dd dates. A module's schema names its own messages; the rules stay one.
 */
import { z } from "zod";
import { isIsoDate } from "./compliance";

export const TOO_LONG = "Must be at most 200 characters";
export const TEXT_TOO_LONG = "Must be at most 2000 characters";
export const INVALID_DATE = "Enter a valid date (yyyy-MM-dd)";

/** Trimmed, non-empty, at most `max` characters. */
export const requiredText = (message: string, max = 200) =>
  z
    .string({ error: message })
    .trim()
    .min(1, message)
    .max(max, max > 200 ? TEXT_TOO_LONG : TOO_LONG);

/** Trimmed; empty, null or absent becomes null. */
export const optionalText = (max = 200) =>
  z
    .string()
    .trim()
    .max(max, max > 200 ? TEXT_TOO_LONG : TOO_LONG)
    .nullish()
    .transform((v) => (v ? v : null));

/** A yyyy-MM-dd day; empty or absent answers `message`. */
export const requiredDate = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .min(1, message)
    .refine((v) => v === "" || isIsoDate(v), INVALID_DATE);

/** A yyyy-MM-dd day, or null when empty or absent. */
export const optionalDate = z
  .string({ error: INVALID_DATE })
  .trim()
  .nullish()
  .transform((v) => (v ? v : null))
  .refine((v) => v === null || isIsoDate(v), INVALID_DATE);

/** An id field: a uuid, or null when empty or absent ("none" in a select is empty too). */
export const optionalId = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .nullish()
    .transform((v) => (!v || v === "none" ? null : v))
    .refine((v) => v === null || z.uuid().safeParse(v).success, message);
