/**
 * What a number box gives the form: a required number stays undefined while empty (so the schema names what
 * it needs), an optional one becomes null ("none"), and anything else is the number typed (NaN when it is
 * not one, which the schema refuses with its own message).
 */
export const requiredNumber = (value: unknown) =>
  value === "" || value === undefined || value === null ? undefined : Number(value);

export const optionalNumber = (value: unknown) =>
  value === "" || value === undefined || value === null ? null : Number(value);

/** A date box left empty is no date (null). */
export const optionalDay = (value: unknown) => (typeof value === "string" && value !== "" ? value : null);
