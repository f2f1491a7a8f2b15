import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { Button } from "@/components/ui/button";
import { TitledDialog } from "@/components/ui/titled-dialog";
import { toast, toastError } from "@/hooks/use-toast";
import { ApiError, apiRequest, isQueued } from "@/lib/api";
import { refreshPendingCount, useConnectivity } from "@/lib/connectivity";
import { formatDateTime } from "@/lib/dates";
import {
  dismissFailure,
  type FailedRequest,
  failedRequests,
  getOwner,
  recordFailure,
} from "@/lib/offline-store";
import { describeChange } from "../../offline";

export const UNSAVED_TEXT = {
  button: (count: number) => `${count} not saved`,
  title: "Changes not saved",
  description: "The server refused these changes when they were sent from this device.",
  made: "Made",
  field: "Field",
  yours: "Your change",
  current: "Current version",
  keepCurrent: "Keep current version",
  applyMine: "Apply my change",
  dismiss: "Dismiss",
  applied: "Your change was saved",
  applyFailed: "Your change could not be saved",
} as const;

type Fields = Record<string, unknown>;
const isFields = (value: unknown): value is Fields =>
  Boolean(value) && typeof value === "object" && !Array.isArray(value);

/** "hourlyRate" → "Hourly rate". */
const fieldLabel = (key: string) => {
  const words = key.replace(/([A-Z])/g, " $1").toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

function shown(value: unknown): string {
  if (value === null || value === undefined || value === "") return "—";
  if (typeof value === "boolean") return value ? "Yes" : "No";
  if (typeof value === "string" || typeof value === "number") return String(value);
  return JSON.stringify(value);
}

/** The fields the member changed, beside the record's values now (a 412: changed by someone else meanwhile). */
function Comparison({ failure }: { failure: FailedRequest }) {
  const { data, current } = failure;
  if (!isFields(data) || !isFields(current)) return null;
  const keys = Object.keys(data).filter((key) => key in current);
  if (keys.length === 0) return null;
  return (
    <table className="w-full text-left text-sm">
      <thead className="text-xs text-muted-foreground">
        <tr>
          <th scope="col" className="py-1 pr-3 font-medium">
            {UNSAVED_TEXT.field}
          </th>
          <th scope="col" className="py-1 pr-3 font-medium">
            {UNSAVED_TEXT.yours}
          </th>
          <th scope="col" className="py-1 font-medium">
            {UNSAVED_TEXT.current}
          </th>
        </tr>
      </thead>
      <tbody>
        {keys.map((key) => (
          <tr key={key} className="border-t align-top">
            <th scope="row" className="py-1.5 pr-3 font-medium">
              {fieldLabel(key)}
            </th>
            <td className="py-1.5 pr-3 break-words">{shown(data[key])}</td>
            <td className="py-1.5 break-words">{shown(current[key])}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * The changes the server refused when the device sent them (issue 15): which change, when it was made, and why.
 * A change made against a version someone else changed meanwhile (412) shows both, and the member chooses:
 * keep the current version, or apply theirs over it (sent against the current version, so a third change made
 * in between is caught again).
 */
export function UnsavedChanges() {
  const { failedCount, unsavedShown } = useConnectivity();
  const [open, setOpen] = useState(false);
  // An edit refused online as made on an old version opens this at once (lib/api handOverConflict).
  useEffect(() => {
    if (unsavedShown > 0) setOpen(true);
  }, [unsavedShown]);
  const [failures, setFailures] = useState<FailedRequest[]>([]);
  const [busy, setBusy] = useState<string | null>(null);
  const queryClient = useQueryClient();

  const reload = async () => {
    const owner = await getOwner();
    setFailures(owner ? await failedRequests(owner) : []);
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: reloads when the count changes or the dialog opens
  useEffect(() => {
    if (open) void reload();
  }, [open, failedCount]);
  useEffect(() => {
    if (open && failedCount === 0) setOpen(false);
  }, [open, failedCount]);

  if (failedCount === 0) return null;

  const settle = async (failure: FailedRequest) => {
    await dismissFailure(failure.id);
    await refreshPendingCount();
  };

  const applyMine = async (failure: FailedRequest) => {
    const version = isFields(failure.current) ? failure.current.updatedAt : undefined;
    setBusy(failure.id);
    try {
      await apiRequest(failure.method, failure.url, failure.data, {
        version: typeof version === "string" ? version : undefined,
      });
      await settle(failure);
      void queryClient.invalidateQueries();
      toast({ title: UNSAVED_TEXT.applied, description: describeChange(failure) });
    } catch (error) {
      if (isQueued(error)) await settle(failure);
      else if (error instanceof ApiError && error.status === 412) {
        // Changed once more in between: show that version now.
        await recordFailure({ ...failure, current: (error.body as { current?: unknown } | null)?.current });
        await reload();
      } else
        toastError(UNSAVED_TEXT.applyFailed, error instanceof ApiError ? error.serverMessage : undefined);
    } finally {
      setBusy(null);
    }
  };

  return (
    <>
      <Button
        size="sm"
        variant="outline"
        className="shrink-0 border-destructive/40 text-destructive"
        onClick={() => setOpen(true)}
      >
        {UNSAVED_TEXT.button(failedCount)}
      </Button>
      <TitledDialog
        open={open}
        onClose={() => setOpen(false)}
        title={UNSAVED_TEXT.title}
        description={UNSAVED_TEXT.description}
        className="max-h-[90dvh] overflow-y-auto sm:max-w-2xl"
      >
        <ul className="grid gap-4">
          {failures.map((failure) => (
            <li key={failure.id} className="grid gap-2 rounded-lg border p-3">
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <p className="font-semibold">{describeChange(failure)}</p>
                <p className="text-xs text-muted-foreground">
                  {UNSAVED_TEXT.made} {formatDateTime(new Date(failure.timestamp).toISOString(), undefined)}
                </p>
              </div>
              <p className="text-sm">{failure.message}</p>
              {failure.status === 412 ? <Comparison failure={failure} /> : null}
              <div className="flex flex-wrap justify-end gap-2">
                {failure.status === 412 ? (
                  <>
                    <Button
                      variant="outline"
                      size="sm"
                      disabled={busy === failure.id}
                      onClick={() => void settle(failure)}
                    >
                      {UNSAVED_TEXT.keepCurrent}
                    </Button>
                    <Button size="sm" disabled={busy === failure.id} onClick={() => void applyMine(failure)}>
                      {UNSAVED_TEXT.applyMine}
                    </Button>
                  </>
                ) : (
                  <Button variant="outline" size="sm" onClick={() => void settle(failure)}>
                    {UNSAVED_TEXT.dismiss}
                  </Button>
                )}
              </div>
            </li>
          ))}
        </ul>
      </TitledDialog>
    </>
  );
}
