import type { ActivityEntry } from "@rollcall/shared/dashboard";
import { Activity, Cog } from "lucide-react";
import { Avatar, AvatarFallback } from "@/components/ui/avatar";
import { DashboardListCard } from "@/components/ui/dashboard-card";
import { timeAgo } from "@/lib/dates";
import { initials } from "@/lib/utils";
import { useRecentActivity } from "../api/get-recent-activity";

/** Recent Activity: who did what in the agency, newest first, from the audit trail. */
export function RecentActivityCard({ className }: { className?: string }) {
  const activity = useRecentActivity();
  return (
    <DashboardListCard
      title="Recent Activity"
      icon={Activity}
      className={className}
      query={activity}
      loadingLabel="Loading activity..."
      errorMessage="Recent activity could not be loaded."
      emptyText="No recent activity"
      ordered
      rowKey={(entry) => entry.id}
    >
      {(entry) => <ActivityRow entry={entry} />}
    </DashboardListCard>
  );
}

function ActivityRow({ entry }: { entry: ActivityEntry }) {
  const isPerson = entry.actor !== "System" && entry.actor !== "Platform operator";
  const [first, ...rest] = entry.actor.split(" ");
  // Bold the actor at the start of the sentence; the rest reads as plain text.
  const tail = entry.summary.startsWith(entry.actor) ? entry.summary.slice(entry.actor.length) : null;
  return (
    <li className="flex items-start gap-3 px-5 py-3">
      <Avatar className="size-8">
        <AvatarFallback className="text-xs">
          {isPerson ? initials(first, rest.join(" ")) : <Cog className="size-4" aria-hidden="true" />}
        </AvatarFallback>
      </Avatar>
      <div className="min-w-0 flex-1">
        <p className="text-sm text-foreground">
          {tail === null ? (
            entry.summary
          ) : (
            <>
              <span className="font-semibold">{entry.actor}</span>
              {tail}
            </>
          )}
        </p>
        <time
          dateTime={entry.createdAt}
          title={new Date(entry.createdAt).toLocaleString()}
          className="text-xs text-muted-foreground"
        >
          {timeAgo(entry.createdAt)}
        </time>
      </div>
    </li>
  );
}
