import { useSearchParams } from "react-router";

/**
 * A page's tab kept in the address (?tab=), so reloads and shared links keep it; the first tab is the bare
 * address. Also gives the page's other search parameters and a setter that replaces the history entry.
 */
export function useTabParam<T extends string>(tabs: readonly T[]) {
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
  const tab: T = tabs.includes(value as T) ? (value as T) : tabs[0];
  const setTab = (next: string) => setParam("tab", next === tabs[0] ? null : next);
  return { tab, setTab, params, setParam };
}
