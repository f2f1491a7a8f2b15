import { STAFFING_MESSAGES, type StaffingGap } from "@rollcall/shared/staffing";
import { addDays, format, parseISO } from "date-fns";
import { AlertTriangle } from "lucide-react";
import { type ReactNode, useRef, useState } from "react";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { formatDate, inZone } from "@/lib/dates";
import { getStaffingGaps } from "../api/get-staffing-gaps";
import { gapTime } from "../utils/format";

type RemovedShift = { id: string; startTime: string; endTime: string };
export type RemovalKind = "delete" | "cancel";

const sameGap = (a: StaffingGap, b: StaffingGap) =>
  a.ruleId === b.ruleId && a.start === b.start && a.end === b.end && a.have === b.have;

/**
 * The gaps that removing (or cancelling) the shift would open: the gaps without it that are not there with it.
 * Frames starting the day before are included (an overnight frame reaches into the shift's day).
 */
export async function gapsOpenedBy(shift: RemovedShift, timeZone: string): Promise<StaffingGap[]> {
  const day = (iso: string) => format(inZone(iso, timeZone), "yyyy-MM-dd");
  const startDate = format(addDays(parseISO(day(shift.startTime)), -1), "yyyy-MM-dd");
  const endDate = day(shift.endTime);
  const [now, without] = await Promise.all([
    getStaffingGaps(startDate, endDate),
    getStaffingGaps(startDate, endDate, shift.id),
  ]);
  return without.filter((gap) => !now.some((g) => sameGap(g, gap)));
}

const TEXTS: Record<RemovalKind, { title: string; question: string; confirm: string; pending: string }> = {
  delete: {
    title: "Delete this shift?",
    question: "Delete it anyway?",
    confirm: "Delete Shift",
    pending: "Deleting...",
  },
  cancel: {
    title: "Cancel this shift?",
    question: "Cancel it anyway?",
    confirm: "Cancel Shift",
    pending: "Saving...",
  },
};

/**
 * "Removing or cancelling a shift that opens a gap asks first": `confirmRemoval(shift, kind)` resolves true at
 * once when no gap opens (or the check itself fails: the server still lets a manager proceed), otherwise
 * when the member confirms the dialog naming the gaps; render `dialog` once.
 */
export function useRemovalGapCheck(timeZone: string): {
  confirmRemoval: (shift: RemovedShift, kind: RemovalKind) => Promise<{ confirmed: boolean; asked: boolean }>;
  dialog: ReactNode;
} {
  const [asking, setAsking] = useState<{ gaps: StaffingGap[]; kind: RemovalKind } | null>(null);
  const resolver = useRef<((confirmed: boolean) => void) | null>(null);
  const answer = (confirmed: boolean) => {
    resolver.current?.(confirmed);
    resolver.current = null;
    setAsking(null);
  };

  const confirmRemoval = async (shift: RemovedShift, kind: RemovalKind) => {
    let opened: StaffingGap[] = [];
    try {
      opened = await gapsOpenedBy(shift, timeZone);
    } catch {
      return { confirmed: true, asked: false };
    }
    if (!opened.length) return { confirmed: true, asked: false };
    const confirmed = await new Promise<boolean>((resolve) => {
      resolver.current = resolve;
      setAsking({ gaps: opened, kind });
    });
    return { confirmed, asked: true };
  };

  const texts = TEXTS[asking?.kind ?? "delete"];
  const dialog = (
    <ConfirmDialog
      open={asking !== null}
      onOpenChange={(open) => (open ? undefined : answer(false))}
      title={texts.title}
      description={`${STAFFING_MESSAGES.removalOpensGap} ${texts.question}`}
      confirmLabel={texts.confirm}
      pendingLabel={texts.pending}
      pending={false}
      destructive
      onConfirm={() => answer(true)}
    >
      <ul className="grid gap-1.5" aria-label="Gaps it opens">
        {asking?.gaps.map((gap) => (
          <li
            key={`${gap.ruleId}-${gap.start}`}
            className="flex gap-2 rounded-md border border-red-300 bg-red-50 px-3 py-2 text-sm text-red-900"
          >
            <AlertTriangle aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-red-600" />
            <span>
              <span className="block font-semibold">{gap.text}</span>
              <span className="block text-red-800">
                {formatDate(gap.date)} · {gapTime(gap, timeZone)} · {gap.ruleName}
              </span>
            </span>
          </li>
        ))}
      </ul>
    </ConfirmDialog>
  );
  return { confirmRemoval, dialog };
}
