import type { PcrRecord } from "@rollcall/shared/epcr/api";
import { missingForClose } from "@rollcall/shared/epcr/missing";
import type { PcrContent } from "@rollcall/shared/epcr/report";

/**
 * The report a device starts without a connection, as the server will make it from the queued start (a blank
 * draft, version 1, its maker on the crew): the screens open on it at once, and its saves queue behind the start.
 */
export function provisionalRecord(id: string, me: { id: string; name: string }, now = new Date()): PcrRecord {
  const content: PcrContent = { crew: [{ memberId: me.id }] };
  const at = now.toISOString();
  return {
    id,
    status: "draft",
    version: 1,
    incidentId: null,
    incidentNumber: null,
    unitName: null,
    crew: [me],
    content,
    missing: missingForClose(content),
    closedAt: null,
    closedBy: null,
    returnedReason: null,
    reviewedAt: null,
    addenda: [],
    comments: [],
    submission: null,
    createdAt: at,
    updatedAt: at,
  };
}
