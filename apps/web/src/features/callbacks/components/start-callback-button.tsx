import { CALLBACK_MESSAGES } from "@rollcall/shared/callbacks";
import { PhoneCall } from "lucide-react";
import { Button } from "@/components/ui/button";
import { toast, toastError } from "@/hooks/use-toast";
import { serverMessageOr } from "@/lib/form-errors";
import { useStartCallback, useStartGapCallback } from "../api/start-callback";

const startedToast = () =>
  toast({
    title: CALLBACK_MESSAGES.started,
    description: "The first offers are out; follow it on the Call-back tab.",
  });
const failedToast = (error: unknown) =>
  toastError("Error", serverMessageOr(error, "Failed to start the call-back"));

/** "Call Back" for a staffing gap no open shift covers (managers): an open shift for it, offered in order. */
export function StartGapCallbackButton({ gap }: { gap: { ruleId: string; start: string; end: string } }) {
  const start = useStartGapCallback();
  return (
    <Button
      size="sm"
      className="h-11 sm:h-9"
      disabled={start.isPending}
      onClick={() =>
        start
          .mutateAsync({ ruleId: gap.ruleId, start: gap.start, end: gap.end })
          .then(startedToast, failedToast)
      }
    >
      <PhoneCall aria-hidden="true" />
      Open Shift &amp; Call Back
    </Button>
  );
}

/** "Start Call-back" for an open shift (managers): the first offers go out in the agency's order. */
export function StartCallbackButton({
  shiftId,
  variant = "default",
}: {
  shiftId: string;
  variant?: "default" | "outline";
}) {
  const start = useStartCallback();
  return (
    <Button
      size="sm"
      variant={variant}
      className="h-11 sm:h-9"
      disabled={start.isPending}
      onClick={() =>
        // Awaited rather than mutate's callbacks: the button leaves the screen once the call-back is open.
        start.mutateAsync(shiftId).then(startedToast, failedToast)
      }
    >
      <PhoneCall aria-hidden="true" />
      Start Call-back
    </Button>
  );
}
