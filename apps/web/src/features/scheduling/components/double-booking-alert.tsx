import { AlertTriangle } from "lucide-react";
import { Button } from "@/components/ui/button";

/** The server refused a double booking (409): says why and lets the manager schedule it anyway. */
export function DoubleBookingAlert({
  message,
  pending,
  onConfirm,
}: {
  message: string;
  pending: boolean;
  onConfirm: () => void;
}) {
  return (
    <div
      role="alert"
      className="flex flex-col gap-3 rounded-lg border border-yellow-300 bg-yellow-50 p-4 text-sm text-yellow-950"
    >
      <div className="flex gap-2">
        <AlertTriangle className="mt-0.5 size-4 shrink-0 text-warning" aria-hidden="true" />
        <div className="grid gap-1">
          <p className="font-semibold">Double booking</p>
          <p>{message}</p>
        </div>
      </div>
      <Button type="button" variant="outline" className="self-start" disabled={pending} onClick={onConfirm}>
        Schedule anyway
      </Button>
    </div>
  );
}
