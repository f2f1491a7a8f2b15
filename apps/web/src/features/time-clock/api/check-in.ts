import type { Dashboard } from "@rollcall/shared/dashboard";
import {
  TIME_CLOCK_MESSAGES as M,
  type TimeClockShift,
  type TodaysShifts,
} from "@rollcall/shared/time-clock";
import { type QueryClient, useMutation, useQueryClient } from "@tanstack/react-query";
import { toast, toastError } from "@/hooks/use-toast";
import { isQueued, keepOnDevice, updateKept } from "@/lib/api";
import { serverMessageOr } from "@/lib/form-errors";
import type { QueuedRequest } from "@/lib/offline-store";
import { reasonRefusal } from "../utils/reason";
import { type Punch, sendPunch } from "./punch";

export type { Punch };

import { refreshAfterClockChange } from "../utils/refresh";
import { currentShiftQueryKey } from "./get-current-shift";
import { todaysShiftsQueryKey } from "./get-todays-shifts";

/** The check-in request of a shift, as the queue lists it (useConnectivity().pending). */
export const checkInRequest = (shiftId: string) => `POST /api/shifts/${encodeURIComponent(shiftId)}/check-in`;

/**
 * A check-in queued offline shows at once (issue 15): the member is on duty from the moment they pressed it,
 * on screen and in the device's copies the screen reads offline (the time clock's and the dashboard's), until
 * the server has it. The time clock marks it as waiting to sync.
 */
async function showQueuedCheckIn(queryClient: QueryClient, shiftId: string, request: QueuedRequest) {
  const at = (request.data as { at?: string } | undefined)?.at ?? new Date().toISOString();
  const onDuty = (shift: TimeClockShift): TimeClockShift =>
    shift.id === shiftId
      ? { ...shift, status: "active", checkedIn: true, actualStartTime: at as never }
      : shift;
  const today = queryClient.getQueryData<TodaysShifts>(todaysShiftsQueryKey);
  const shift = today?.shifts.find((s) => s.id === shiftId);
  if (!today || !shift) return;
  const nextToday = { ...today, shifts: today.shifts.map(onDuty) };
  queryClient.setQueryData(todaysShiftsQueryKey, nextToday);
  queryClient.setQueryData(currentShiftQueryKey, onDuty(shift));
  await Promise.all([
    keepOnDevice("/api/time-clock/today", nextToday),
    keepOnDevice("/api/time-clock/current-shift", onDuty(shift)),
    updateKept<Dashboard>("/api/dashboard", (dashboard) => ({
      ...dashboard,
      currentShift: onDuty(shift),
      myShifts: nextToday,
    })),
  ]);
}

export const checkIn = (punch: Punch) => sendPunch("check-in", punch);

/**
 * Puts the member on duty; the spec's toasts on success and failure. A refusal for want of a reason is no failure
 * toast: the caller asks for the reason (reasonRefusal).
 */
export function useCheckIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: checkIn,
    onSuccess: (shift) => {
      queryClient.setQueryData(currentShiftQueryKey, shift);
      toast({ title: M.checkedInTitle, description: M.checkedInDescription });
    },
    onError: async (error, { shiftId }) => {
      if (isQueued(error)) return showQueuedCheckIn(queryClient, shiftId, error.request);
      if (reasonRefusal(error)) return;
      toastError(M.checkInFailedTitle, serverMessageOr(error, M.checkInFailedFallback));
    },
    onSettled: () => refreshAfterClockChange(queryClient),
  });
}
