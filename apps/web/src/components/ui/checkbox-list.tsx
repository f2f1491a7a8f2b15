import { useId, useState } from "react";
import { Input } from "@/components/ui/input";
import { cn } from "@/lib/utils";

export type CheckboxItem = {
  id: string;
  label: string;
  hint?: string;
  /** More text the filter matches (an email address), not shown. */
  search?: string;
  /** No longer on the roster or the equipment list: shown while it is on the report, never offered anew. */
  removed?: boolean;
};

type CheckboxListProps = {
  legend: string;
  items: CheckboxItem[];
  selected: string[];
  onChange: (ids: string[]) => void;
  error?: string;
  /** Shown when there is nothing to choose from. */
  emptyText: string;
  /** Why the list may be short (e.g. still loading), under the legend. */
  description?: string;
  /** The legend for screen readers only (the form already names the list). */
  legendHidden?: boolean;
};

/** A labelled multi-select as a list of checkboxes, with a filter once the list is long. */
export function CheckboxList({
  legend,
  items,
  selected,
  onChange,
  error,
  emptyText,
  description,
  legendHidden = false,
}: CheckboxListProps) {
  const [filter, setFilter] = useState("");
  const id = useId();
  const query = filter.trim().toLowerCase();
  const shown = query
    ? items.filter((item) =>
        `${item.label} ${item.hint ?? ""} ${item.search ?? ""}`.toLowerCase().includes(query),
      )
    : items;
  const toggle = (itemId: string, checked: boolean) =>
    onChange(checked ? [...selected, itemId] : selected.filter((s) => s !== itemId));

  return (
    <fieldset
      className="grid min-w-0 gap-2"
      aria-describedby={error ? `${id}-error` : description ? `${id}-description` : undefined}
    >
      <legend className={legendHidden ? "sr-only" : "text-sm font-medium text-foreground"}>{legend}</legend>
      {description ? (
        <p id={`${id}-description`} className="-mt-1 text-xs text-muted-foreground">
          {description}
        </p>
      ) : null}
      {items.length > 8 ? (
        <Input
          type="search"
          aria-label={`Filter ${legend.toLowerCase()}`}
          placeholder="Filter by name"
          value={filter}
          onChange={(e) => setFilter(e.target.value)}
        />
      ) : null}
      <ul
        className={cn(
          "max-h-56 divide-y overflow-y-auto rounded-md border bg-card",
          error && "border-destructive",
        )}
      >
        {items.length === 0 ? (
          <li className="px-3 py-4 text-center text-sm text-muted-foreground">{emptyText}</li>
        ) : shown.length === 0 ? (
          <li className="px-3 py-4 text-center text-sm text-muted-foreground">Nothing matches the filter.</li>
        ) : (
          shown.map((item) => (
            <li key={item.id}>
              <label className="flex min-h-11 cursor-pointer items-center gap-3 px-3 py-2 text-sm hover:bg-muted/50">
                <input
                  type="checkbox"
                  className="size-4 shrink-0 accent-[var(--color-primary)]"
                  checked={selected.includes(item.id)}
                  onChange={(e) => toggle(item.id, e.target.checked)}
                />
                <span className="min-w-0 flex-1">
                  <span className="font-medium text-foreground">{item.label}</span>
                  {item.hint ? <span className="text-muted-foreground"> · {item.hint}</span> : null}
                  {item.removed ? <span className="text-muted-foreground"> · removed</span> : null}
                </span>
              </label>
            </li>
          ))
        )}
      </ul>
      <p className="text-xs text-muted-foreground" aria-live="polite">
        {selected.length} selected
      </p>
      {error ? (
        <p id={`${id}-error`} className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
