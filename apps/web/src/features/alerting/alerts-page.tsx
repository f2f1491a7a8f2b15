import { ALERTING_MESSAGES } from "@rollcall/shared/alerting";
import { isAdmin, isManager } from "@rollcall/shared/roles";
import { Megaphone } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { PageHeader } from "@/components/ui/page-header";
import { PageTabs } from "@/components/ui/page-tabs";
import { QueryState } from "@/components/ui/query-state";
import { useTabParam } from "@/components/ui/use-tab-param";
import { useAgencyTimeZone } from "@/features/agencies";
import { useUnauthorizedRedirect } from "@/hooks/use-unauthorized-redirect";
import { useUser } from "@/lib/session";
import { useAlerts } from "./api/get-alerts";
import { SentAlertList } from "./components/alert-list";
import { ReachabilityPanel } from "./components/reachability-panel";
import { ReceivedAlerts } from "./components/received-alerts";
import { SendAlertDialog } from "./components/send-alert-dialog";
import type { AlertSummary } from "./types";

const TABS = ["alerts", "reachability"] as const;
const newestFirst = (a: AlertSummary, b: AlertSummary) => b.createdAt.localeCompare(a.createdAt);

/**
 * /alerts: officers and admins send mass alerts (recalls) and watch who answers; every member sees the alerts
 * sent to them and answers "can you respond?"; admins also see who each channel reaches.
 */
export function AlertsPage() {
  const { user } = useUser();
  const manager = isManager(user);
  const admin = isAdmin(user);
  const alerts = useAlerts();
  const { timeZone } = useAgencyTimeZone(user?.agencyId);
  const { tab, setTab } = useTabParam(TABS);
  const [sending, setSending] = useState(false);
  const unauthorized = useUnauthorizedRedirect(alerts.error);

  const list = (
    <QueryState
      query={alerts}
      pending={unauthorized}
      loadingLabel="Loading alerts..."
      errorTitle="Alerts could not be loaded"
    >
      {() => {
        const all = [...(alerts.data ?? [])].sort(newestFirst);
        if (!manager)
          return <ReceivedAlerts alerts={all} timeZone={timeZone} emptyText={ALERTING_MESSAGES.noAlerts} />;
        // A manager is also a recipient: what still waits for their own answer comes first.
        const waiting = all.filter((a) => a.question && a.mine && a.mine.answer === null);
        return (
          <div className="grid gap-6">
            {waiting.length ? (
              <section aria-labelledby="alerts-waiting" className="grid gap-3">
                <h2 id="alerts-waiting" className="text-base font-semibold">
                  Waiting for your answer
                </h2>
                <ReceivedAlerts alerts={waiting} timeZone={timeZone} />
              </section>
            ) : null}
            <section aria-labelledby="alerts-sent" className="grid gap-3">
              <h2 id="alerts-sent" className="text-base font-semibold">
                Sent alerts
              </h2>
              <SentAlertList alerts={all} timeZone={timeZone} />
            </section>
          </div>
        );
      }}
    </QueryState>
  );

  return (
    <div className="space-y-6">
      <PageHeader
        title="Alerts"
        description={
          manager
            ? "Recall members and reach everyone at once by SMS, voice, push and email; see who can respond as they answer."
            : "Alerts from your officers. When asked, tell them whether you can respond."
        }
        actions={
          manager ? (
            <Button onClick={() => setSending(true)}>
              <Megaphone aria-hidden="true" />
              Send Alert
            </Button>
          ) : undefined
        }
      />
      {admin ? (
        <PageTabs
          label="Alert sections"
          value={tab}
          onValueChange={setTab}
          tabs={[
            { value: "alerts", label: "Alerts", content: list },
            { value: "reachability", label: "Reachability", content: <ReachabilityPanel /> },
          ]}
        />
      ) : (
        list
      )}
      {manager && user ? (
        <SendAlertDialog open={sending} onClose={() => setSending(false)} agencyId={user.agencyId} />
      ) : null}
    </div>
  );
}
