import { EQUIPMENT_MESSAGES, needsMaintenance } from "@rollcall/shared/equipment";
import { isAdmin as isAdminRole } from "@rollcall/shared/roles";
import { Plus } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { ModulePage } from "@/components/ui/module-page";
import { useTabParam } from "@/components/ui/use-tab-param";
import { useAgencyTimeZone } from "@/features/agencies";
import { todayIn } from "@/lib/dates";
import { useUser } from "@/lib/session";
import { useEquipment } from "./api/get-equipment";
import { DeleteStationDialog } from "./components/delete-station-dialog";
import { type EquipmentDialog, EquipmentDialogs } from "./components/equipment-dialogs";
import { EquipmentTab } from "./components/equipment-tab";
import { MaintenanceTab } from "./components/maintenance-tab";
import { OverviewTab } from "./components/overview-tab";
import { ReportsTab } from "./components/reports-tab";
import { StationFormDialog } from "./components/station-form-dialog";
import { type StationDialog, StationsTab } from "./components/stations-tab";

const TABS = ["overview", "equipment", "stations", "maintenance", "reports"] as const;

/** Equipment Management at /assets (spec 02 §2): Overview, Equipment, Stations, Maintenance and Reports. */
export function EquipmentPage() {
  const { user } = useUser();
  const equipment = useEquipment();
  const { timeZone } = useAgencyTimeZone(user?.agencyId);
  const { tab, setTab } = useTabParam(TABS);
  const [dialog, setDialog] = useState<EquipmentDialog | null>(null);
  const [stationDialog, setStationDialog] = useState<StationDialog | null>(null);
  const isAdmin = isAdminRole(user);
  const today = todayIn(timeZone);

  // The tab lives in the address (?tab=), so reloads and shared links keep it.

  const items = equipment.data ?? [];
  const dueCount = items.filter((i) => needsMaintenance(i.maintenanceState)).length;

  return (
    <ModulePage
      title="Equipment Management"
      description="Track your apparatus and equipment, their readiness and their maintenance."
      actions={
        !isAdmin ? null : tab === "stations" ? (
          <Button onClick={() => setStationDialog({ kind: "add" })}>
            <Plus aria-hidden="true" />
            Add Station
          </Button>
        ) : (
          <Button onClick={() => setDialog({ kind: "add" })}>
            <Plus aria-hidden="true" />
            Add Equipment
          </Button>
        )
      }
      query={equipment}
      loadingLabel={EQUIPMENT_MESSAGES.loading}
      errorTitle="Equipment data could not be loaded"
      tabsLabel="Equipment sections"
      tab={tab}
      onTabChange={setTab}
      tabs={() => [
        {
          value: "overview",
          label: "Overview",
          content: (
            <OverviewTab
              items={items}
              isAdmin={isAdmin}
              onSchedule={(item) => setDialog({ kind: "schedule", item })}
            />
          ),
        },
        {
          value: "equipment",
          label: "Equipment",
          content: <EquipmentTab items={items} isAdmin={isAdmin} onOpen={setDialog} />,
        },
        {
          value: "stations",
          label: "Stations",
          content: <StationsTab items={items} isAdmin={isAdmin} onOpen={setStationDialog} />,
        },
        {
          value: "maintenance",
          label: "Maintenance",
          count: dueCount,
          content: <MaintenanceTab items={items} isAdmin={isAdmin} onOpen={setDialog} />,
        },
        {
          value: "reports",
          label: "Reports",
          content: <ReportsTab />,
        },
      ]}
      dialogs={
        <>
          <EquipmentDialogs dialog={dialog} onClose={() => setDialog(null)} today={today} />
          <StationFormDialog
            open={stationDialog?.kind === "add" || stationDialog?.kind === "edit"}
            editing={stationDialog?.kind === "edit" ? stationDialog.station : null}
            onClose={() => setStationDialog(null)}
          />
          <DeleteStationDialog
            station={stationDialog?.kind === "delete" ? stationDialog.station : null}
            onClose={() => setStationDialog(null)}
          />
        </>
      }
    />
  );
}
