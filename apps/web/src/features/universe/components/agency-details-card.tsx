import { CalendarDays, CreditCard, Users } from "lucide-react";
import { QueryState } from "@/components/ui/query-state";
import { SectionCard } from "@/components/ui/section-card";
import { StatCard } from "@/components/ui/stat-card";
import { useUniverseAgency } from "../api/get-agency";
import { dollars } from "../utils/labels";
import { HostNameForm } from "./host-name-form";

/** "Agency Details - {name}": the selected agency's users, shifts and its tier's monthly amount. */
export function AgencyDetailsCard({ id, name }: { id: string; name: string }) {
  const detail = useUniverseAgency(id);
  return (
    <SectionCard title={`Agency Details - ${name}`} padded>
      <QueryState
        query={detail}
        loadingLabel="Loading agency details..."
        errorTitle="Agency details could not be loaded"
        framed={false}
      >
        {() =>
          detail.data ? (
            <div className="grid gap-6">
              <div className="grid gap-4 sm:grid-cols-3">
                <StatCard label="Users" value={detail.data.userCount} icon={Users} />
                <StatCard label="Shifts" value={detail.data.shiftCount} icon={CalendarDays} />
                <StatCard
                  label="Monthly Revenue"
                  value={dollars(detail.data.monthlyRevenue)}
                  icon={CreditCard}
                />
              </div>
              <HostNameForm id={id} hostName={detail.data.agency.hostName} />
            </div>
          ) : null
        }
      </QueryState>
    </SectionCard>
  );
}
