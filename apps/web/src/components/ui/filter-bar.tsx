import { Children, type ComponentProps, type ReactNode } from "react";
import { cn } from "@/lib/utils";
import { SearchField } from "./search-field";

type FilterBarProps = {
  /** The search box every list screen starts with. */
  search: ComponentProps<typeof SearchField>;
  /** The list's SelectFilters: side by side on a phone when there are two or more. */
  children?: ReactNode;
  className?: string;
};

/** A list screen's filter bar: the search box, then its select filters (one row from sm up). */
export function FilterBar({ search, children, className }: FilterBarProps) {
  const filters = Children.toArray(children);
  return (
    <div className={cn("flex flex-col gap-3 sm:flex-row sm:items-end", className)}>
      <SearchField {...search} />
      {filters.length > 1 ? <div className="grid grid-cols-2 gap-3 sm:flex">{filters}</div> : filters}
    </div>
  );
}
