import { EQUIPMENT_MESSAGES, needsMaintenance } from "@rollcall/shared/equipment";
import { Plus, RefreshCw, ServerCrash } from "lucide-react";
import { useState } from "react";
import { useSearchParams } from "react-router";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { PageHeader } from "@/components/ui/page-header";
import { Spinner } from "@/components/ui/spinner";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { useUnauthorizedRedirect } from "@/hooks/use-unauthorized-redirect";
import { ApiError } from "@/lib/api";
import { useUser } from "@/lib/session";
import { useAgencyTimeZone } from "./api/get-agency-time-zone";
import { useEquipment } from "./api/get-equipment";
import { type EquipmentDialog, EquipmentDialogs } from "./components/equipment-dialogs";
import { EquipmentTab } from "./components/equipment-tab";
import { MaintenanceTab } from "./components/maintenance-tab";
import { OverviewTab } from "./components/overview-tab";
import { ReportsTab } from "./components/reports-tab";
import { todayIn } from "./utils/format";

const TABS = ["overview", "equipment", "maintenance", "reports"] as const;
type Tab = (typeof TABS)[number];

/** Equipment Management at /assets (spec 02 §2): Overview, Equipment, Maintenance and Reports. */
export function EquipmentPage() {
  const { user } = useUser();
  const equipment = useEquipment();
  const { timeZone } = useAgencyTimeZone(user?.agencyId);
  const unauthorized = useUnauthorizedRedirect(equipment.error);
  const [params, setParams] = useSearchParams();
  const [dialog, setDialog] = useState<EquipmentDialog | null>(null);
  const isAdmin = user?.role === "admin";
  const today = todayIn(timeZone);

  // The tab lives in the address (?tab=), so reloads and shared links keep it.
  const tabParam = params.get("tab");
  const tab: Tab = TABS.includes(tabParam as Tab) ? (tabParam as Tab) : "overview";
  const setTab = (next: string) =>
    setParams(
      (prev) => {
        const p = new URLSearchParams(prev);
        if (next === "overview") p.delete("tab");
        else p.set("tab", next);
        return p;
      },
      { replace: true },
    );

  const header = (
    <PageHeader
      title="Equipment Management"
      description="Track your apparatus and equipment, their readiness and their maintenance."
      actions={
        isAdmin ? (
          <Button onClick={() => setDialog({ kind: "add" })}>
            <Plus aria-hidden="true" />
            Add Equipment
          </Button>
        ) : null
      }
    />
  );
  const dialogs = <EquipmentDialogs dialog={dialog} onClose={() => setDialog(null)} today={today} />;

  if (equipment.isPending || unauthorized)
    return (
      <div className="space-y-6">
        {header}
        <Spinner label={EQUIPMENT_MESSAGES.loading} />
        {dialogs}
      </div>
    );

  if (equipment.isError)
    return (
      <div className="space-y-6">
        {header}
        <Card>
          <EmptyState
            icon={ServerCrash}
            tone="danger"
            title="Equipment data could not be loaded"
            description={
              equipment.error instanceof ApiError ? equipment.error.serverMessage : equipment.error.message
            }
            action={
              <Button
                variant="outline"
                onClick={() => void equipment.refetch()}
                disabled={equipment.isFetching}
              >
                <RefreshCw aria-hidden="true" className={equipment.isFetching ? "animate-spin" : undefined} />
                Try again
              </Button>
            }
          />
        </Card>
        {dialogs}
      </div>
    );

  const items = equipment.data;
  const dueCount = items.filter((i) => needsMaintenance(i.maintenanceState)).length;

  return (
    <div className="space-y-6">
      {header}
      <Tabs value={tab} onValueChange={setTab}>
        <TabsList
          aria-label="Equipment sections"
          className="grid w-full grid-cols-2 sm:inline-flex sm:w-auto sm:self-start"
        >
          <TabsTrigger value="overview">Overview</TabsTrigger>
          <TabsTrigger value="equipment">Equipment</TabsTrigger>
          <TabsTrigger value="maintenance">
            Maintenance
            {dueCount ? (
              <Badge variant="warning" className="px-2">
                {dueCount}
              </Badge>
            ) : null}
          </TabsTrigger>
          <TabsTrigger value="reports">Reports</TabsTrigger>
        </TabsList>
        <TabsContent value="overview">
          <OverviewTab
            items={items}
            isAdmin={isAdmin}
            onSchedule={(item) => setDialog({ kind: "schedule", item })}
          />
        </TabsContent>
        <TabsContent value="equipment">
          <EquipmentTab items={items} isAdmin={isAdmin} onOpen={setDialog} />
        </TabsContent>
        <TabsContent value="maintenance">
          <MaintenanceTab items={items} isAdmin={isAdmin} onOpen={setDialog} />
        </TabsContent>
        <TabsContent value="reports">
          <ReportsTab />
        </TabsContent>
      </Tabs>
      {dialogs}
    </div>
  );
}
