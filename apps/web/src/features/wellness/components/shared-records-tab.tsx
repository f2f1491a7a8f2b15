import { WELLNESS_MESSAGES } from "@rollcall/shared/wellness";
import { Users } from "lucide-react";
import { Card } from "@/components/ui/card";
import { QueryState } from "@/components/ui/query-state";
import { useSharedRecords } from "../api/get-records";
import { RecordItem } from "./record-item";

/** Admins: the records members chose to share with them, read-only. Private ones never reach this list. */
export function SharedRecordsTab() {
  const shared = useSharedRecords();
  return (
    <QueryState
      query={shared}
      loadingLabel="Loading shared records..."
      errorTitle="Shared records could not be loaded"
      empty={{
        when: !shared.data?.length,
        icon: Users,
        title: WELLNESS_MESSAGES.noShared,
        description: "Members' records are private unless they choose to share one with admins.",
      }}
    >
      {() => (
        <Card>
          <p className="border-b px-4 py-3 text-sm text-muted-foreground sm:px-5">
            Records members chose to share with the agency's admins. Only the member can change or delete one.
          </p>
          <ul aria-label="Shared records" className="divide-y">
            {(shared.data ?? []).map((r) => (
              <RecordItem key={r.id} record={r} member={r.userName ?? "Member"} />
            ))}
          </ul>
        </Card>
      )}
    </QueryState>
  );
}
