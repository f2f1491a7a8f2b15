import { Check, X } from "lucide-react";
import { type KeyboardEvent, useId, useMemo, useRef, useState } from "react";
import { Input } from "@/components/ui/input";
import { cn } from "@/lib/utils";

export type ComboboxOption = { readonly value: string; readonly label: string };

type CodeComboboxProps = {
  options: readonly ComboboxOption[];
  /** The chosen codes: at most one unless `multiple`. */
  values: readonly string[];
  onChange: (values: string[]) => void;
  multiple?: boolean;
  /** A code typed that is not in the list (an ICD-10 code of the right pattern): the code to keep, or null. */
  acceptTyped?: (text: string) => string | null;
  placeholder?: string;
  disabled?: boolean;
  id?: string;
  "aria-invalid"?: boolean;
  "aria-describedby"?: string;
  className?: string;
};

/** How many matches the list shows: long code lists stay quick to scan on a phone. */
const SHOWN = 50;

/** Matches on every typed word, in the label or the code itself ("chest pa", "R07"). */
export function matchOptions(options: readonly ComboboxOption[], query: string): ComboboxOption[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...options];
  return options.filter((o) => {
    const text = `${o.label} ${o.value}`.toLowerCase();
    return words.every((w) => text.includes(w));
  });
}

/**
 * A searchable picker over a code list (NEMSIS's, ICD-10, RxNorm): type to filter, arrows and Enter to choose,
 * Escape to close. A single choice shows its label in the box; several show as removable chips above it. The
 * control's id and aria attributes go to its input, so FormField labels it like any other field.
 */
export function CodeCombobox({
  options,
  values,
  onChange,
  multiple = false,
  acceptTyped,
  placeholder = "Search…",
  disabled,
  id,
  className,
  ...aria
}: CodeComboboxProps) {
  const listId = useId();
  const [query, setQuery] = useState("");
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const inputRef = useRef<HTMLInputElement>(null);
  const labelOf = useMemo(() => new Map(options.map((o) => [o.value, o.label])), [options]);
  const matches = useMemo(() => {
    const found = matchOptions(options, query).slice(0, SHOWN);
    const typed = query.trim() && acceptTyped ? acceptTyped(query.trim()) : null;
    if (typed && !found.some((o) => o.value === typed)) found.push({ value: typed, label: typed });
    return found;
  }, [options, query, acceptTyped]);

  const single = !multiple ? values[0] : undefined;
  const shownText = open ? query : single ? (labelOf.get(single) ?? single) : "";

  const choose = (option: ComboboxOption) => {
    if (multiple) {
      onChange(
        values.includes(option.value) ? values.filter((v) => v !== option.value) : [...values, option.value],
      );
      setQuery("");
    } else {
      onChange([option.value]);
      setOpen(false);
      setQuery("");
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "ArrowDown") {
      event.preventDefault();
      setOpen(true);
      setActive((a) => Math.min(a + 1, matches.length - 1));
    } else if (event.key === "ArrowUp") {
      event.preventDefault();
      setActive((a) => Math.max(a - 1, 0));
    } else if (event.key === "Enter" && open && matches[active]) {
      event.preventDefault();
      choose(matches[active]);
    } else if (event.key === "Escape" && open) {
      event.preventDefault();
      setOpen(false);
      setQuery("");
    }
  };

  return (
    <div className={cn("relative w-full", className)}>
      {multiple && values.length > 0 ? (
        <ul className="mb-1.5 flex flex-wrap gap-1.5" aria-label="Chosen">
          {values.map((v) => (
            <li
              key={v}
              className="inline-flex max-w-full min-w-0 items-center gap-1 rounded-2xl bg-muted py-0.5 pr-1 pl-2.5 text-sm"
            >
              {/* A long label wraps rather than widening the form (a protocol's name runs to 70 characters). */}
              <span className="min-w-0 [overflow-wrap:anywhere]">{labelOf.get(v) ?? v}</span>
              {disabled ? null : (
                <button
                  type="button"
                  className="rounded-full p-1 hover:bg-background"
                  aria-label={`Remove ${labelOf.get(v) ?? v}`}
                  onClick={() => onChange(values.filter((x) => x !== v))}
                >
                  <X className="size-3.5" aria-hidden="true" />
                </button>
              )}
            </li>
          ))}
        </ul>
      ) : null}
      <div className="relative">
        <Input
          ref={inputRef}
          id={id}
          role="combobox"
          aria-expanded={open}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={open && matches[active] ? `${listId}-${active}` : undefined}
          autoComplete="off"
          // While searching, the current choice stays in sight as the hint.
          placeholder={open && single ? (labelOf.get(single) ?? single) : placeholder}
          disabled={disabled}
          value={shownText}
          onChange={(e) => {
            setQuery(e.target.value);
            setActive(0);
            setOpen(true);
          }}
          onFocus={() => setOpen(true)}
          onBlur={() => {
            setOpen(false);
            setQuery("");
          }}
          onKeyDown={onKeyDown}
          className={single && !multiple ? "pr-10" : undefined}
          {...aria}
        />
        {single && !multiple && !disabled ? (
          <button
            type="button"
            className="absolute top-1/2 right-2 -translate-y-1/2 rounded p-1.5 text-muted-foreground hover:bg-muted"
            aria-label="Clear"
            onClick={() => onChange([])}
          >
            <X className="size-4" aria-hidden="true" />
          </button>
        ) : null}
      </div>
      {open && !disabled ? (
        <div
          id={listId}
          role="listbox"
          aria-multiselectable={multiple || undefined}
          className="absolute z-30 mt-1 max-h-72 w-full overflow-auto rounded-md border bg-popover p-1 text-sm shadow-md"
        >
          {matches.length === 0 ? (
            <p className="px-3 py-2 text-muted-foreground">No matches</p>
          ) : (
            matches.map((option, i) => {
              const selected = values.includes(option.value);
              return (
                <div
                  key={option.value}
                  tabIndex={-1}
                  id={`${listId}-${i}`}
                  role="option"
                  aria-selected={selected}
                  className={cn(
                    "flex cursor-pointer items-start gap-2 rounded px-3 py-2.5 sm:py-1.5",
                    i === active && "bg-muted",
                  )}
                  // Chosen before the input's blur closes the list.
                  onMouseDown={(e) => {
                    e.preventDefault();
                    choose(option);
                  }}
                  onMouseEnter={() => setActive(i)}
                >
                  <Check
                    className={cn("mt-0.5 size-4 shrink-0", selected ? "opacity-100" : "opacity-0")}
                    aria-hidden="true"
                  />
                  <span>{option.label}</span>
                </div>
              );
            })
          )}
        </div>
      ) : null}
    </div>
  );
}
