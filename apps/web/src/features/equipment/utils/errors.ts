import { EQUIPMENT_MESSAGES } from "@rollcall/shared/equipment";
import { isAdminRefusal } from "@/lib/api";
import { serverMessageOr } from "@/lib/form-errors";

type Action = "add" | "update" | "delete" | "complete";

const MESSAGES: Record<Action, { forbidden: string; failed: string }> = {
  add: { forbidden: EQUIPMENT_MESSAGES.addForbidden, failed: EQUIPMENT_MESSAGES.addFailed },
  update: { forbidden: EQUIPMENT_MESSAGES.updateForbidden, failed: EQUIPMENT_MESSAGES.updateFailed },
  delete: { forbidden: EQUIPMENT_MESSAGES.deleteForbidden, failed: EQUIPMENT_MESSAGES.deleteFailed },
  complete: { forbidden: EQUIPMENT_MESSAGES.completeForbidden, failed: EQUIPMENT_MESSAGES.completeFailed },
};

/** Spec 02 §8: "You need admin access to …" on a refusal, otherwise "Failed to …". */
export const failureMessage = (action: Action, error: unknown) =>
  isAdminRefusal(error) ? MESSAGES[action].forbidden : MESSAGES[action].failed;

type StationAction = "add" | "update" | "delete" | "positions";

const STATION_FAILURES: Record<StationAction, { forbidden: string; failed: string }> = {
  add: { forbidden: "You need admin access to add a station", failed: "Failed to add station" },
  update: { forbidden: "You need admin access to update a station", failed: "Failed to update station" },
  delete: { forbidden: "You need admin access to delete a station", failed: "Failed to delete station" },
  positions: {
    forbidden: "You need admin access to edit riding positions",
    failed: "Failed to save riding positions",
  },
};

/** A station's or a position list's refusal: admin access, else the server's own message, else "Failed to …". */
export const stationFailureMessage = (action: StationAction, error: unknown) =>
  isAdminRefusal(error)
    ? STATION_FAILURES[action].forbidden
    : serverMessageOr(error, STATION_FAILURES[action].failed);
