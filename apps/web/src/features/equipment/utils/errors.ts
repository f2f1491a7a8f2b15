import { EQUIPMENT_MESSAGES } from "@rollcall/shared/equipment";
import { isAdminRefusal } from "@/lib/api";

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
