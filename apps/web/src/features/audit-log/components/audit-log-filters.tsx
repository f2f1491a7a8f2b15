import { type AuditLogFilters, type AuditRecordType, auditLogFilterSchema } from "@rollcall/shared/audit-log";
import { X } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import type { TeamMember } from "@/features/agencies";
import { hasFilters } from "../utils/filters";

type Dates = { from: string; to: string };

const NO_FILTERS: Partial<AuditLogFilters> = {
  userId: undefined,
  entityType: undefined,
  from: undefined,
  to: undefined,
};

/** Member, record type and a date range; the selects apply at once, the dates once they form a valid range. */
export function AuditLogFilterBar({
  filters,
  onChange,
  members,
  recordTypes,
}: {
  filters: AuditLogFilters;
  /** The filters that change; the others stay. */
  onChange: (change: Partial<AuditLogFilters>) => void;
  members: TeamMember[] | undefined;
  /** The server's list, by name (GET …/audit-logs/record-types). */
  recordTypes: AuditRecordType[] | undefined;
}) {
  const applied: Dates = { from: filters.from ?? "", to: filters.to ?? "" };
  // The date fields keep what is typed; only a valid range is applied.
  const [draft, setDraft] = useState<Dates>(applied);
  const [shown, setShown] = useState<Dates>(applied);
  if (shown.from !== applied.from || shown.to !== applied.to) {
    setShown(applied);
    setDraft(applied);
  }

  const errors: Partial<Record<keyof Dates, string>> = {};
  const parsed = auditLogFilterSchema.safeParse(draft);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const key = issue.path[0] as keyof Dates;
      errors[key] ??= issue.message;
    }
  }

  const changeDates = (next: Dates) => {
    setDraft(next);
    const valid = auditLogFilterSchema.safeParse(next);
    if (valid.success) onChange({ from: valid.data.from, to: valid.data.to });
  };

  const sorted = [...(members ?? [])].sort(
    (x, y) => x.lastName.localeCompare(y.lastName) || x.firstName.localeCompare(y.firstName),
  );
  // A member deleted since (their entries stay) is still the one chosen.
  const unknownMember = filters.userId && members && !members.some((m) => m.id === filters.userId);

  return (
    <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[minmax(0,1.2fr)_minmax(0,1.2fr)_minmax(0,1fr)_minmax(0,1fr)_auto] lg:items-start">
      <FormField label="Member">
        <NativeSelect
          value={filters.userId ?? ""}
          onChange={(event) => onChange({ userId: event.target.value || undefined })}
        >
          <option value="">All Members</option>
          {unknownMember ? <option value={filters.userId}>Former member</option> : null}
          {sorted.map((m) => (
            <option key={m.id} value={m.id}>
              {`${m.firstName} ${m.lastName}`.trim()}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <FormField label="Record Type">
        <NativeSelect
          value={filters.entityType ?? ""}
          onChange={(event) =>
            onChange({
              entityType: event.target.value || undefined,
            })
          }
        >
          <option value="">All Record Types</option>
          {recordTypes?.map((type) => (
            <option key={type.value} value={type.value}>
              {type.label}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <FormField label="From" error={errors.from} className="min-w-0">
        <Input
          type="date"
          className="min-w-0"
          value={draft.from}
          max={draft.to || undefined}
          onChange={(event) => changeDates({ ...draft, from: event.target.value })}
        />
      </FormField>
      <FormField label="To" error={errors.to} className="min-w-0">
        <Input
          type="date"
          className="min-w-0"
          value={draft.to}
          min={draft.from || undefined}
          onChange={(event) => changeDates({ ...draft, to: event.target.value })}
        />
      </FormField>
      <div className="flex sm:col-span-2 lg:col-span-1 lg:pt-6">
        <Button
          variant="ghost"
          onClick={() => {
            setDraft({ from: "", to: "" });
            onChange(NO_FILTERS);
          }}
          disabled={!hasFilters(filters) && !draft.from && !draft.to}
          className="w-full lg:w-auto"
        >
          <X aria-hidden="true" />
          Clear Filters
        </Button>
      </div>
    </div>
  );
}
