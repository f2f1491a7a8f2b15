import { useSearchParams } from "react-router";

/**
 * A page's tab kept in the address (?tab=), so reloads and shared links keep it; the bare address is
 * `defaultTab` (the first tab unless the page chooses another, e.g. by screen size). Also gives the page's other
 * search parameters and a setter that replaces the history entry.
 */
export function useTabParam<T extends string>(tabs: readonly T[], defaultTab: T = tabs[0]) {
  const [params, setParams] = useSearchParams();
  const setParam = (name: string, value: string | null) =>
    setParams(
      (prev) => {
        const p = new URLSearchParams(prev);
        if (value === null) p.delete(name);
        else p.set(name, value);
        return p;
      },
      { replace: true },
    );
  const value = params.get("tab");
  const fallback = tabs.includes(defaultTab) ? defaultTab : tabs[0];
  const tab: T = tabs.includes(value as T) ? (value as T) : fallback;
  const setTab = (next: string) => setParam("tab", next === fallback ? null : next);
  return { tab, setTab, params, setParam };
}
