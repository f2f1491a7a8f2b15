import {
  WELLNESS_MESSAGES,
  WELLNESS_RECORD_TYPE_LABELS,
  type WellnessRecord,
} from "@rollcall/shared/wellness";
import { ClipboardList, Lock, Plus, Share2, Trash2 } from "lucide-react";
import { ActionsMenu } from "@/components/ui/actions-menu";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { formatDate } from "@/lib/dates";
import { PrivacyBadge, RecordItem } from "./record-item";

type ActivityLogTabProps = {
  records: WellnessRecord[];
  onLog: () => void;
  onTogglePrivacy: (record: WellnessRecord) => void;
  onDelete: (record: WellnessRecord) => void;
};

/** The Activity Log tab: the member's own records, newest first, each private or shared. */
export function ActivityLogTab({ records, onLog, onTogglePrivacy, onDelete }: ActivityLogTabProps) {
  if (!records.length)
    return (
      <Card>
        <EmptyState
          icon={ClipboardList}
          title={WELLNESS_MESSAGES.noActivities}
          description="Log a workout, a medical evaluation or how you are doing. Records are private unless you share them."
          action={
            <Button onClick={onLog}>
              <Plus aria-hidden="true" />
              Log Activity
            </Button>
          }
        />
      </Card>
    );
  return (
    <Card>
      <ul aria-label="Activity log" className="divide-y">
        {records.map((r) => {
          const name = `${WELLNESS_RECORD_TYPE_LABELS[r.recordType]} record of ${formatDate(r.recordDate)}`;
          return (
            <RecordItem
              key={r.id}
              record={r}
              aside={
                <>
                  <PrivacyBadge isPrivate={r.isPrivate} />
                  <ActionsMenu
                    label={`Actions for ${name}`}
                    modal={false}
                    className="-my-2 -mr-2"
                    actions={[
                      r.isPrivate
                        ? { label: "Share with admins", icon: Share2, onSelect: () => onTogglePrivacy(r) }
                        : { label: "Make Private", icon: Lock, onSelect: () => onTogglePrivacy(r) },
                      {
                        label: "Delete",
                        icon: Trash2,
                        onSelect: () => onDelete(r),
                        destructive: true,
                        separated: true,
                      },
                    ]}
                  />
                </>
              }
            />
          );
        })}
      </ul>
    </Card>
  );
}
