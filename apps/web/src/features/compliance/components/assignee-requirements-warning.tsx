import { isIsoDate, type RequirementsCheck } from "@rollcall/shared/compliance";
import { FormWarning } from "@/components/ui/form-warning";
import { formatDate } from "@/lib/dates";
import { useRequirementsCheck } from "../api/get-requirements-check";

type AssigneeRequirementsWarningProps = {
  /** The member chosen in the form ("" while none is). */
  userId: string | undefined;
  /** The shift's start as the form holds it (yyyy-MM-ddTHH:mm, agency-local) or a yyyy-MM-dd date. */
  startTime: string | undefined;
  members: ReadonlyArray<{ id: string; firstName: string; lastName: string }>;
};

function describe(name: string, gap: RequirementsCheck["missing"][number]) {
  const on = gap.expirationDate ? ` (${formatDate(gap.expirationDate)})` : "";
  switch (gap.reason) {
    case "expires before":
      return `${name}'s ${gap.name} expires before this shift${on}`;
    case "expired":
      return `${name}'s ${gap.name} has expired${on}`;
    case "missing":
      return `${name} has no current ${gap.name} on record`;
  }
}

/**
 * For the schedule's shift form: a yellow warning when the chosen member lacks a certification the agency
 * requires of their role on the shift's date. It informs; it never blocks saving.
 */
export function AssigneeRequirementsWarning({
  userId,
  startTime,
  members,
}: AssigneeRequirementsWarningProps) {
  const date = startTime?.slice(0, 10);
  const check = useRequirementsCheck(userId || undefined, date && isIsoDate(date) ? date : undefined);
  const member = members.find((m) => m.id === userId);
  const missing = check.data && check.data.userId === userId ? check.data.missing : [];
  if (!member || !missing.length) return null;
  const name = `${member.firstName} ${member.lastName}`.trim();
  return (
    <FormWarning
      title="Certification warning"
      note="The shift can still be saved."
      data-testid="assignee-requirements-warning"
    >
      <ul className="grid gap-0.5">
        {missing.map((gap) => (
          <li key={gap.name}>{describe(name, gap)}</li>
        ))}
      </ul>
    </FormWarning>
  );
}
