/** A field's value as compared for "changed": trimmed text, and a list in another order is the same list. */
const comparable = (value: unknown) =>
  Array.isArray(value) ? [...value].sort().join(",") : String(value ?? "").trim();

/**
 * An edit form's changes: the validated value of each field the member changed from what the form opened
 * with, and nothing else, so a concurrent edit of another field is not overwritten. `raw` is the form's own
 * values (`form.getValues()`), `initial` its defaults, `values` what its resolver made of them.
 */
export function changedValues<TChanges extends object>(
  raw: object,
  initial: object,
  values: object,
): TChanges {
  const before = initial as Record<string, unknown>;
  const after = values as Record<string, unknown>;
  const changes: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(raw))
    if (comparable(value) !== comparable(before[field])) changes[field] = after[field];
  return changes as TChanges;
}
