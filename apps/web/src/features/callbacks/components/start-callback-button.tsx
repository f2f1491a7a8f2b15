import { CALLBACK_MESSAGES } from "@rollcall/shared/callbacks";
import { PhoneCall } from "lucide-react";
import { Button } from "@/components/ui/button";
import { toast, toastError } from "@/hooks/use-toast";
import { serverMessageOr } from "@/lib/form-errors";
import { useStartCallback } from "../api/start-callback";

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
        start.mutateAsync(shiftId).then(
          () =>
            toast({
              title: CALLBACK_MESSAGES.started,
              description: "The first offers are out; follow it on the Call-back tab.",
            }),
          (error) => toastError("Error", serverMessageOr(error, "Failed to start the call-back")),
        )
      }
    >
      <PhoneCall aria-hidden="true" />
      Start Call-back
    </Button>
  );
}
