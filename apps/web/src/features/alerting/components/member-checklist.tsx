import { ROLE_LABELS } from "@rollcall/shared/roles";
import { useId, useState } from "react";
import { Input } from "@/components/ui/input";
import type { TeamMember } from "@/features/agencies/api/get-team";
import { cn } from "@/lib/utils";

type MemberChecklistProps = {
  members: TeamMember[];
  selected: string[];
  onChange: (ids: string[]) => void;
  error?: string;
};

/** The agency's members as a filterable list of checkboxes: who gets the alert. */
export function MemberChecklist({ members, selected, onChange, error }: MemberChecklistProps) {
  const [filter, setFilter] = useState("");
  const id = useId();
  const query = filter.trim().toLowerCase();
  const name = (m: TeamMember) => `${m.firstName} ${m.lastName}`.trim();
  const sorted = [...members].sort((a, b) => name(a).localeCompare(name(b)));
  const shown = query
    ? sorted.filter((m) => `${name(m)} ${ROLE_LABELS[m.role]} ${m.email}`.toLowerCase().includes(query))
    : sorted;
  const toggle = (memberId: string, checked: boolean) =>
    onChange(checked ? [...selected, memberId] : selected.filter((s) => s !== memberId));

  return (
    <fieldset className="grid min-w-0 gap-2" aria-describedby={error ? `${id}-error` : `${id}-count`}>
      <legend className="sr-only">Members</legend>
      <Input
        type="search"
        aria-label="Filter members"
        placeholder="Filter by name or role"
        value={filter}
        onChange={(e) => setFilter(e.target.value)}
      />
      <ul
        className={cn(
          "max-h-52 divide-y overflow-y-auto rounded-md border bg-card",
          error && "border-destructive",
        )}
      >
        {shown.length === 0 ? (
          <li className="px-3 py-4 text-center text-sm text-muted-foreground">
            {members.length === 0 ? "No members to choose from." : "Nothing matches the filter."}
          </li>
        ) : (
          shown.map((m) => (
            <li key={m.id}>
              <label className="flex min-h-11 cursor-pointer items-center gap-3 px-3 py-2 text-sm hover:bg-muted/50">
                <input
                  type="checkbox"
                  className="size-4 shrink-0 accent-[var(--color-primary)]"
                  checked={selected.includes(m.id)}
                  onChange={(e) => toggle(m.id, e.target.checked)}
                />
                <span className="min-w-0 flex-1 truncate">
                  <span className="font-medium text-foreground">{name(m)}</span>
                  <span className="text-muted-foreground"> · {ROLE_LABELS[m.role]}</span>
                </span>
              </label>
            </li>
          ))
        )}
      </ul>
      {error ? (
        <p id={`${id}-error`} className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : (
        <p id={`${id}-count`} className="text-xs text-muted-foreground" aria-live="polite">
          {selected.length} selected
        </p>
      )}
    </fieldset>
  );
}
