/**
 * Money (spec 02 §9): stored as integer cents, entered and shown in US dollars. Conversions split the decimal
 * text and never multiply floats, so "0.29" is 29 cents, not 28.999….
 */

import { z } from "zod";

const MONEY = /^(?:\d{1,9}(?:\.\d{0,2})?|\.\d{1,2})$/;

/**
 * "1,250.5", "$1250.50", "28.5" or 28.5 → cents; null for anything that is not a non-negative amount of at
 * most two decimals (and under a billion dollars).
 */
export function dollarsToCents(value: string | number): number | null {
  const raw = typeof value === "number" ? (Number.isFinite(value) ? String(value) : "") : value;
  const text = raw.trim().replace(/^\$/, "").replaceAll(",", "");
  if (!MONEY.test(text)) return null;
  const [whole, fraction = ""] = text.split(".");
  return Number(whole || "0") * 100 + Number(fraction.padEnd(2, "0"));
}

/** 125050 → "1250.50", for form fields and spreadsheet cells. */
export function centsToDecimal(cents: number): string {
  const sign = cents < 0 ? "-" : "";
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, "0")}`;
}

/** A form's amount typed in dollars ("1250.50"), read as cents; anything else answers `message`. */
export const dollarsSchema = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .transform((value, ctx) => {
      const cents = dollarsToCents(value);
      if (cents === null) {
        ctx.addIssue({ code: "custom", message });
        return z.NEVER;
      }
      return cents;
    });

/**
 * 5000 → "5,000", for the limits that messages state. Not toLocaleString: messages are built when their module
 * loads, and a first number formatting costs the screen 15 to 30 ms of ICU data on a phone.
 */
export const formatWholeNumber = (value: number) => String(value).replace(/\B(?=(\d{3})+(?!\d))/g, ",");

// Made on first use: a currency formatter costs the first screen ICU data it may not show.
let usd: Intl.NumberFormat | undefined;

/** 125050 → "$1,250.50". */
export function formatCents(cents: number): string {
  usd ??= new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });
  return usd.format(cents / 100);
}

let usdCompact: Intl.NumberFormat | undefined;
/** Cents as a short dollar amount for a chart's axis: $950, $12K, $1.2M. */
export function formatCentsCompact(cents: number): string {
  usdCompact ??= new Intl.NumberFormat("en-US", {
    style: "currency",
    currency: "USD",
    notation: "compact",
    maximumFractionDigits: 1,
  });
  return usdCompact.format(cents / 100);
}
