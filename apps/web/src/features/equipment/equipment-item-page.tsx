import {
  EQUIPMENT_MESSAGES,
  EQUIPMENT_STATUS_LABELS,
  EQUIPMENT_TYPE_LABELS,
  type EquipmentDetail,
  isReady,
  isVehicleType,
  stationLabel,
  unitTypeLabel,
} from "@rollcall/shared/equipment";
import { formatCents } from "@rollcall/shared/money";
import { isAdmin as isAdminRole } from "@rollcall/shared/roles";
import {
  ArrowLeft,
  CalendarPlus,
  CircleCheck,
  ListOrdered,
  PackageSearch,
  Pencil,
  QrCode,
  Trash2,
  TriangleAlert,
  Wrench,
} from "lucide-react";
import { type ReactNode, useState } from "react";
import { Link, useNavigate, useParams } from "react-router";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { type DataColumn, DataTable } from "@/components/ui/data-table";
import { EmptyState } from "@/components/ui/empty-state";
import { EquipmentStatusBadge, MaintenanceBadge } from "@/components/ui/equipment-status-badge";
import { PageHeader } from "@/components/ui/page-header";
import { QueryState } from "@/components/ui/query-state";
import { useAgencyTimeZone } from "@/features/agencies";
import { useUnauthorizedRedirect } from "@/hooks/use-unauthorized-redirect";
import { ApiError } from "@/lib/api";
import { useDocumentTitle } from "@/lib/brand";
import { formatDate, formatMomentAt, timeAgo, todayIn } from "@/lib/dates";
import { useUser } from "@/lib/session";
import { cn } from "@/lib/utils";
import { useEquipmentItem } from "./api/get-equipment-item";
import { useStations } from "./api/get-stations";
import { type EquipmentDialog, EquipmentDialogs } from "./components/equipment-dialogs";
import { PositionsDialog } from "./components/positions-dialog";
import { describeMaintenance } from "./utils/format";

const BACK = "/assets?tab=equipment";

function BackLink() {
  return (
    <Link
      to={BACK}
      className="inline-flex min-h-11 items-center gap-1.5 rounded-md text-sm font-medium text-muted-foreground hover:text-foreground sm:min-h-9"
    >
      <ArrowLeft className="size-4" aria-hidden="true" />
      All equipment
    </Link>
  );
}

/** What a member of another agency, or anyone after deletion, sees at /assets/<id>. */
function ItemNotFound() {
  useDocumentTitle(EQUIPMENT_MESSAGES.notFound);
  return (
    <div className="flex min-h-[60vh] items-center justify-center py-12">
      <div className="mx-auto flex max-w-md flex-col items-center text-center">
        <div className="mb-6 flex size-16 items-center justify-center rounded-full bg-navy-100 text-primary ring-8 ring-navy-50">
          <PackageSearch className="size-7" aria-hidden="true" />
        </div>
        <h1 className="text-2xl font-semibold tracking-tight text-foreground sm:text-3xl">
          {EQUIPMENT_MESSAGES.notFound}
        </h1>
        <p className="mt-3 text-sm text-muted-foreground">
          This item is not in your agency's equipment, or it has been deleted.
        </p>
        <Button asChild className="mt-8">
          <Link to={BACK}>
            <ArrowLeft aria-hidden="true" />
            Back to Equipment
          </Link>
        </Button>
      </div>
    </div>
  );
}

/** /assets/:id, what an item's QR label opens: details, maintenance band and history, admin actions. */
export function EquipmentItemPage() {
  const { id = "" } = useParams();
  const { user } = useUser();
  const item = useEquipmentItem(id);
  const { timeZone } = useAgencyTimeZone(user?.agencyId);
  const unauthorized = useUnauthorizedRedirect(item.error);
  const [dialog, setDialog] = useState<EquipmentDialog | null>(null);
  const [editingPositions, setEditingPositions] = useState(false);
  const stations = useStations();
  const navigate = useNavigate();
  const isAdmin = isAdminRole(user);
  const today = todayIn(timeZone);

  if (item.error instanceof ApiError && item.error.status === 404) return <ItemNotFound />;
  const data = item.data;
  if (!data || unauthorized)
    return (
      <div className="space-y-6">
        <BackLink />
        <QueryState
          query={item}
          pending={unauthorized}
          loadingLabel={EQUIPMENT_MESSAGES.loading}
          errorTitle="Equipment data could not be loaded"
        >
          {() => null}
        </QueryState>
      </div>
    );

  const vehicle = isVehicleType(data.type);
  const station = data.stationId ? stations.data?.find((s) => s.id === data.stationId) : undefined;
  const since = data.statusSince
    ? `${formatMomentAt(data.statusSince, timeZone)} (${timeAgo(data.statusSince)})`
    : null;

  return (
    <div className="space-y-6">
      <BackLink />
      <div className="grid gap-4">
        <PageHeader
          title={data.name}
          description={
            <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
              <span>
                {EQUIPMENT_TYPE_LABELS[data.type]}
                {data.model ? ` · ${data.model}` : ""}
              </span>
              <EquipmentStatusBadge status={data.status} />
            </span>
          }
        />
        {/* On phones the buttons grow to fill each row; the main action comes first. */}
        <div className="flex flex-wrap gap-2 [&>*]:flex-auto sm:[&>*]:flex-none">
          {isAdmin ? (
            <>
              <Button onClick={() => setDialog({ kind: "complete", item: data })}>
                <CircleCheck aria-hidden="true" />
                Complete Maintenance
              </Button>
              <Button variant="outline" onClick={() => setDialog({ kind: "schedule", item: data })}>
                <CalendarPlus aria-hidden="true" />
                Schedule Maintenance
              </Button>
            </>
          ) : null}
          <Button variant="outline" onClick={() => setDialog({ kind: "qr", item: data })}>
            <QrCode aria-hidden="true" />
            QR Code
          </Button>
          {isAdmin ? (
            <>
              <Button variant="outline" onClick={() => setDialog({ kind: "edit", item: data })}>
                <Pencil aria-hidden="true" />
                Edit
              </Button>
              <Button
                variant="ghost"
                className="text-destructive hover:bg-red-50"
                onClick={() => setDialog({ kind: "delete", item: data })}
              >
                <Trash2 aria-hidden="true" />
                Delete
              </Button>
            </>
          ) : null}
        </div>
      </div>

      {!isReady(data.status) ? (
        <div
          className={cn(
            "flex gap-3 rounded-lg border p-4",
            data.status === "out_of_service" ? "border-red-200 bg-red-50" : "border-yellow-200 bg-yellow-50",
          )}
        >
          <TriangleAlert
            className={cn(
              "mt-0.5 size-5 shrink-0",
              data.status === "out_of_service" ? "text-danger" : "text-warning",
            )}
            aria-hidden="true"
          />
          <div className="grid min-w-0 gap-0.5 text-sm">
            <p className="font-semibold text-foreground">
              {EQUIPMENT_STATUS_LABELS[data.status]}
              {data.statusSince ? ` since ${formatMomentAt(data.statusSince, timeZone)}` : ""}
            </p>
            <p className="break-words text-foreground" data-testid="status-reason">
              {data.statusReason ?? "No reason recorded."}
            </p>
          </div>
        </div>
      ) : null}

      <div className="grid gap-6 lg:grid-cols-3">
        <Card className="lg:col-span-2">
          <CardHeader>
            <CardTitle className="text-lg">Details</CardTitle>
          </CardHeader>
          <CardContent>
            <dl className="grid gap-x-6 gap-y-4 sm:grid-cols-2">
              <Detail label="Type">{EQUIPMENT_TYPE_LABELS[data.type]}</Detail>
              <Detail label="Status">
                <EquipmentStatusBadge status={data.status} />
              </Detail>
              <Detail label="Model">{data.model ?? "Not recorded"}</Detail>
              <Detail label="Serial Number">{data.serialNumber ?? "Not recorded"}</Detail>
              <Detail label="Station">
                {station ? stationLabel(station) : data.stationId ? "Loading..." : "No station"}
              </Detail>
              <Detail label="Location">{data.location ?? "Not recorded"}</Detail>
              {vehicle ? (
                <>
                  <Detail label="NERIS Unit Type">{unitTypeLabel(data.nerisUnitType) ?? "Not set"}</Detail>
                  <Detail label="Crew Size">{data.crewSize ?? "Not set"}</Detail>
                </>
              ) : null}
              {!isReady(data.status) ? (
                <Detail label="Reason">{data.statusReason ?? "No reason recorded"}</Detail>
              ) : null}
              <Detail label="Status Since">{since ?? "Since it was added"}</Detail>
              <Detail label="Added">{formatDate(data.createdAt.slice(0, 10))}</Detail>
            </dl>
          </CardContent>
        </Card>
        <MaintenanceSummary item={data} />
      </div>

      {vehicle ? (
        <RidingPositions item={data} isAdmin={isAdmin} onEdit={() => setEditingPositions(true)} />
      ) : null}

      <MaintenanceHistory item={data} />

      <PositionsDialog item={editingPositions ? data : null} onClose={() => setEditingPositions(false)} />

      <EquipmentDialogs
        dialog={dialog}
        onClose={() => setDialog(null)}
        today={today}
        showItemLink={false}
        onDeleted={() => navigate(BACK, { replace: true })}
      />
    </div>
  );
}

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-medium uppercase tracking-wide text-muted-foreground">{label}</dt>
      <dd className="mt-1 break-words text-sm text-foreground">{children}</dd>
    </div>
  );
}

/** A vehicle's seats in board order, each with the certifications its rider must hold; admins edit them. */
function RidingPositions({
  item,
  isAdmin,
  onEdit,
}: {
  item: EquipmentDetail;
  isAdmin: boolean;
  onEdit: () => void;
}) {
  const seats = item.positions;
  return (
    <Card>
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-3">
        <div className="grid gap-1.5">
          <CardTitle className="text-lg" id="riding-positions-title">
            Riding positions
          </CardTitle>
          <CardDescription>
            {seats.length
              ? `${seats.length} seat${seats.length === 1 ? "" : "s"}, in the order the day's board lists them.`
              : "The seats this apparatus rides, in the order the day's board lists them."}
          </CardDescription>
        </div>
        {isAdmin ? (
          <Button variant="outline" onClick={onEdit}>
            <Pencil aria-hidden="true" />
            Edit Positions
          </Button>
        ) : null}
      </CardHeader>
      {seats.length === 0 ? (
        <EmptyState
          icon={ListOrdered}
          headingLevel="h3"
          className="border-t sm:py-10"
          title="No riding positions"
          description={
            isAdmin
              ? "Use Edit Positions to add the seats, such as Officer, Driver/Operator and Firefighter."
              : "An admin adds the seats of this apparatus."
          }
        />
      ) : (
        <ol className="divide-y border-t" aria-labelledby="riding-positions-title">
          {seats.map((seat, i) => (
            <li key={seat.id} className="flex flex-wrap items-center gap-x-3 gap-y-2 px-5 py-3">
              <span
                className="flex size-6 shrink-0 items-center justify-center rounded-full bg-navy-100 text-xs font-semibold text-primary"
                aria-hidden="true"
              >
                {i + 1}
              </span>
              <span className="min-w-0 flex-1 font-medium text-foreground">{seat.name}</span>
              <span className="flex flex-wrap gap-1.5">
                {seat.requiredCertifications.length ? (
                  seat.requiredCertifications.map((c) => (
                    <Badge key={c} variant="secondary">
                      {c}
                    </Badge>
                  ))
                ) : (
                  <span className="text-sm text-muted-foreground">No certification required</span>
                )}
              </span>
            </li>
          ))}
        </ol>
      )}
    </Card>
  );
}

const BAND_PANEL: Record<EquipmentDetail["maintenanceState"], string> = {
  overdue: "border-red-200 bg-red-50",
  due_soon: "border-yellow-200 bg-yellow-50",
  upcoming: "border-sky-200 bg-sky-50",
  current: "border-green-200 bg-green-50",
  none: "border-border bg-muted/40",
};

function MaintenanceSummary({ item }: { item: EquipmentDetail }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">Maintenance</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">
        <div
          className={cn(
            "grid justify-items-start gap-2 rounded-lg border p-4",
            BAND_PANEL[item.maintenanceState],
          )}
        >
          <MaintenanceBadge state={item.maintenanceState} />
          <p className="text-lg font-semibold text-foreground">
            {item.nextMaintenanceDate ? formatDate(item.nextMaintenanceDate) : "Not scheduled"}
          </p>
          <p className="text-sm text-muted-foreground">
            {item.nextMaintenanceDate ? describeMaintenance(item) : "No next maintenance date set"}
          </p>
        </div>
        <dl className="grid grid-cols-2 gap-4">
          <Detail label="Last Maintenance">
            {item.lastMaintenanceDate ? formatDate(item.lastMaintenanceDate) : "None recorded"}
          </Detail>
          <Detail label="Total Cost">{formatCents(item.totalMaintenanceCostCents)}</Detail>
        </dl>
      </CardContent>
    </Card>
  );
}

const HISTORY_COLUMNS: DataColumn<EquipmentDetail["maintenanceHistory"][number]>[] = [
  {
    header: "Date",
    cellClassName: "whitespace-nowrap font-medium",
    cell: (r) => formatDate(r.performedOn),
  },
  { header: "Notes", cellClassName: "text-muted-foreground", cell: (r) => r.notes ?? "—" },
  {
    header: "Cost",
    align: "right",
    cellClassName: "whitespace-nowrap tabular-nums",
    cell: (r) => formatCents(r.costCents),
  },
  { header: "Performed By", cellClassName: "whitespace-nowrap", cell: (r) => r.performedByName ?? "—" },
];

function MaintenanceHistory({ item }: { item: EquipmentDetail }) {
  const history = item.maintenanceHistory;
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg" id="maintenance-history-title">
          Maintenance History
        </CardTitle>
        <CardDescription>
          {history.length
            ? `${history.length} service${history.length === 1 ? "" : "s"} recorded · ${formatCents(item.totalMaintenanceCostCents)} in total`
            : "Completed maintenance appears here with its date, cost and who recorded it."}
        </CardDescription>
      </CardHeader>
      {history.length === 0 ? (
        <EmptyState
          icon={Wrench}
          headingLevel="h3"
          className="border-t sm:py-10"
          title="No maintenance recorded yet"
          description="Use Complete Maintenance after a service to keep this item's history."
        />
      ) : (
        <>
          <DataTable
            caption="Maintenance History"
            columns={HISTORY_COLUMNS}
            rows={history}
            rowKey={(r) => r.id}
            rowClassName="align-top"
            cellPadding="px-5 py-3"
            framed={false}
            className="hidden border-t md:block"
          />
          <ul className="divide-y border-t md:hidden" aria-labelledby="maintenance-history-title">
            {history.map((r) => (
              <li key={r.id} className="grid gap-1 px-4 py-3 text-sm">
                <div className="flex items-baseline justify-between gap-3">
                  <span className="font-medium">{formatDate(r.performedOn)}</span>
                  <span className="tabular-nums font-semibold">{formatCents(r.costCents)}</span>
                </div>
                {r.notes ? <p className="text-muted-foreground">{r.notes}</p> : null}
                {r.performedByName ? (
                  <p className="text-xs text-muted-foreground">By {r.performedByName}</p>
                ) : null}
              </li>
            ))}
          </ul>
        </>
      )}
    </Card>
  );
}
