/** Reading and writing one field of the report's nested content without touching the rest. */
export type Path = readonly (string | number)[];

export function getIn(value: unknown, path: Path): unknown {
  let at = value;
  for (const key of path) {
    if (at === null || typeof at !== "object") return undefined;
    at = (at as Record<string | number, unknown>)[key];
  }
  return at;
}

/**
 * A copy of `value` with `path` set; `undefined` removes the key, and an object left empty by it goes too, so a
 * cleared field saves as absent rather than as `{}` (array entries stay, their place is the crew's).
 */
export function setIn<T>(value: T, path: Path, next: unknown): T {
  if (path.length === 0) return next as T;
  const [key, ...rest] = path;
  const base = value && typeof value === "object" ? value : typeof key === "number" ? [] : {};
  const child = setIn((base as Record<string | number, unknown>)[key], rest, next);
  if (Array.isArray(base)) {
    const copy = [...base];
    copy[key as number] = child;
    return copy as T;
  }
  const copy: Record<string, unknown> = { ...(base as Record<string, unknown>) };
  const empty =
    child === undefined ||
    (child !== null && typeof child === "object" && !Array.isArray(child) && Object.keys(child).length === 0);
  if (empty) delete copy[key as string];
  else copy[key as string] = child;
  return copy as T;
}
