import type { TimeClockShift } from "@rollcall/shared/time-clock";
import { apiRequest } from "@/lib/api";
import { devicePosition } from "@/lib/geolocation";

/**
 * A punch: the shift; the reason for a late start or an early end where the agency's rules ask for one; whether
 * to send the device's location (the agency's check-in distance); an officer's reason for punching for a member.
 */
export type Punch = { shiftId: string; reason?: string; locate?: boolean; overrideReason?: string };

/** A check-in or check-out; queued offline, it carries the moment it was pressed (and where). */
export async function sendPunch(
  kind: "check-in" | "check-out",
  { shiftId, reason, locate, overrideReason }: Punch,
) {
  const position = locate ? await devicePosition() : undefined;
  const body = {
    ...(reason ? { reason } : {}),
    ...(position ? { position } : {}),
    ...(overrideReason ? { overrideReason } : {}),
  };
  return apiRequest<TimeClockShift>(
    "POST",
    `/api/shifts/${encodeURIComponent(shiftId)}/${kind}`,
    Object.keys(body).length ? body : undefined,
    { queuedData: { at: new Date().toISOString(), ...body } },
  );
}
