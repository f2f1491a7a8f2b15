import type { ShiftListItem } from "@rollcall/shared/scheduling";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { FormField } from "@/components/ui/form-field";
import { useRequestCoverage } from "../api/request-coverage";
import { dayLabel, localDay, localTime } from "../utils/time";

type RequestCoverageDialogProps = { shift: ShiftListItem | null; timeZone: string; onClose: () => void };

/** The member offers their shift to the team; it becomes an open shift until someone picks it up. */
export function RequestCoverageDialog({ shift, timeZone, onClose }: RequestCoverageDialogProps) {
  const [reason, setReason] = useState("");
  const request = useRequestCoverage();
  const close = () => {
    setReason("");
    onClose();
  };
  return (
    <Dialog open={shift !== null} onOpenChange={(open) => (open ? undefined : close())}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Request Coverage</DialogTitle>
          <DialogDescription>
            {shift
              ? `${shift.title}, ${dayLabel(localDay(shift.startTime, timeZone))} ${localTime(shift.startTime, timeZone)}–${localTime(shift.endTime, timeZone)}. The shift becomes open; a manager approves whoever picks it up.`
              : null}
          </DialogDescription>
        </DialogHeader>
        <form
          className="grid gap-4"
          onSubmit={(e) => {
            e.preventDefault();
            if (!shift) return;
            request.mutate({ id: shift.id, reason }, { onSuccess: close });
          }}
        >
          <FormField label="Reason (Optional)">
            <textarea
              rows={3}
              maxLength={500}
              value={reason}
              onChange={(e) => setReason(e.target.value)}
              className="w-full rounded-md border border-input bg-card px-3 py-2 text-base shadow-xs focus-visible:outline-2 focus-visible:outline-ring sm:text-sm"
            />
          </FormField>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" disabled={request.isPending}>
              {request.isPending ? "Requesting..." : "Request Coverage"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
