import { type ComponentProps, type ReactNode, useDeferredValue, useState } from "react";
import { NoMatches, ShowingCount } from "@/components/ui/data-table";
import { FilterBar } from "@/components/ui/filter-bar";
import { SelectFilter } from "@/components/ui/select-filter";

/** One select filter of a list: its label, "All ..." option, values, and which rows a value keeps. */
export type ListFilter<T, V extends string = string> = {
  label: string;
  /** The first option, which filters nothing ("All statuses"). */
  allLabel: string;
  options: readonly V[];
  labels: Record<V, string>;
  /** The select's width from sm up ("sm:w-48" unless given). */
  className?: string;
  /** Whether a row stays when this value is chosen (never asked for "all"). */
  matches: (row: T, value: V) => boolean;
  /** For a filter whose value lives elsewhere (a URL parameter): the value and its setter. */
  value?: V | "all";
  onChange?: (value: V | "all") => void;
};

/** Types one filter: its options, labels and matcher agree on the value type. */
export function listFilter<T, V extends string>(filter: ListFilter<T, V>): ListFilter<T> {
  return filter as unknown as ListFilter<T>;
}

type ListFiltersOptions<T> = {
  search: {
    /** The search box's label and placeholder. */
    label: string;
    placeholder?: string;
    /** Whether a row matches the query (trimmed and lower-cased; never asked for an empty one). */
    matches: (row: T, query: string) => boolean;
  };
  filters?: ListFilter<T>[];
};

export type ListFilters<T> = ReturnType<typeof useListFilters<T>>;

/**
 * A list screen's filtering: the search text and each select filter's value, the rows they keep, whether any
 * is set, and clear() for the "Clear filters" of NoMatches. Render the bar with `<ListFilterBar list={list} />`.
 */
export function useListFilters<T>(rows: readonly T[], { search, filters = [] }: ListFiltersOptions<T>) {
  const [text, setText] = useState("");
  const [values, setValues] = useState<Record<string, string>>({});
  // The typing stays quick on long lists: the rows follow a moment later.
  const query = useDeferredValue(text.trim().toLowerCase());

  const chosen = (filter: ListFilter<T>) => filter.value ?? values[filter.label] ?? "all";
  const setValue = (filter: ListFilter<T>, value: string) =>
    filter.onChange ? filter.onChange(value) : setValues((prev) => ({ ...prev, [filter.label]: value }));

  const shown = rows.filter(
    (row) =>
      (!query || search.matches(row, query)) &&
      filters.every((filter) => {
        const value = chosen(filter);
        return value === "all" || filter.matches(row, value);
      }),
  );

  return {
    shown,
    /** How many rows there are before filtering. */
    total: rows.length,
    query,
    /** A search or a filter is set. */
    filtering: query !== "" || filters.some((filter) => chosen(filter) !== "all"),
    clear: () => {
      setText("");
      for (const filter of filters) setValue(filter, "all");
    },
    search: { label: search.label, placeholder: search.placeholder, value: text, onChange: setText },
    filters: filters.map((filter) => ({
      ...filter,
      value: chosen(filter),
      onChange: (value: string) => setValue(filter, value),
    })),
  };
}

/** The list's FilterBar: its search box, then a SelectFilter per filter. */
export function ListFilterBar<T>({ list, className }: { list: ListFilters<T>; className?: string }) {
  return (
    <FilterBar search={list.search} className={className}>
      {list.filters.map((filter) => (
        <SelectFilter
          key={filter.label}
          label={filter.label}
          allLabel={filter.allLabel}
          options={filter.options}
          labels={filter.labels}
          value={filter.value}
          onChange={filter.onChange}
          className={filter.className}
        />
      ))}
    </FilterBar>
  );
}

type FilteredListProps<T> = {
  list: ListFilters<T>;
  /** What the rows are, for "Showing 3 of 12 items" (shown while there are any). */
  noun: string;
  /** A line of its own instead of "Showing ..." (say, with paging). */
  count?: ReactNode;
  /** The empty state when nothing is left; its "Clear filters" appears while a filter is set. */
  noMatches: Omit<ComponentProps<typeof NoMatches>, "onClear">;
  /** The rows (list.shown) as a table, cards... */
  children: ReactNode;
};

/** A filtered list screen: the filter bar, the count, then the rows or the no-matches state. */
export function FilteredList<T>({ list, noun, count, noMatches, children }: FilteredListProps<T>) {
  return (
    <div className="space-y-4">
      <ListFilterBar list={list} />
      {count ??
        (list.total ? <ShowingCount shown={list.shown.length} total={list.total} noun={noun} /> : null)}
      {list.shown.length === 0 ? (
        <NoMatches {...noMatches} onClear={list.filtering ? list.clear : undefined} />
      ) : (
        children
      )}
    </div>
  );
}
