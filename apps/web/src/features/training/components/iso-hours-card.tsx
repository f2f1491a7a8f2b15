import { ANALYTICS_MESSAGES } from "@rollcall/shared/analytics";
import { isAdmin } from "@rollcall/shared/roles";
import {
  COURSE_CATEGORIES,
  COURSE_CATEGORY_LABELS,
  ISO_CATEGORIES,
  ISO_CATEGORY_LABELS,
  type IsoCategory,
  type IsoHours,
  type IsoMapping,
  TRAINING_MESSAGES,
} from "@rollcall/shared/training";
import { GraduationCap, Settings2 } from "lucide-react";
import { type FormEvent, useState } from "react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { DataTable } from "@/components/ui/data-table";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { DownloadButton } from "@/components/ui/download-button";
import { FormDialogFooter } from "@/components/ui/form-dialog-footer";
import { FormField } from "@/components/ui/form-field";
import { NativeSelect } from "@/components/ui/native-select";
import { ProgressBar } from "@/components/ui/progress-bar";
import { QueryState } from "@/components/ui/query-state";
import { SelectOptions } from "@/components/ui/select-options";
import { toast, toastError } from "@/hooks/use-toast";
import { useUser } from "@/lib/session";
import { useIsoHours, useUpdateIsoMapping } from "../api/iso-hours";

type Cell = IsoHours["members"][number]["categories"][number];

const hoursText = (hours: number) => (Number.isInteger(hours) ? String(hours) : hours.toFixed(1));
const percentOfTarget = (c: Cell) => (c.target ? Math.min(100, (c.hours / c.target) * 100) : 0);
const toneOf = (c: Cell) => (c.target && c.hours >= c.target ? "bg-success" : "bg-primary");

/** One member's hours in one ISO category: "8.5 / 192 h" over a bar, or the bare hours where no target applies. */
function HoursCell({ cell, member }: { cell: Cell; member: string }) {
  const label = ISO_CATEGORY_LABELS[cell.category];
  if (cell.target === null) {
    return (
      <span className="text-muted-foreground tabular-nums" title="No target for this member's role">
        {hoursText(cell.hours)} h
      </span>
    );
  }
  return (
    <div className="grid min-w-24 gap-1">
      <span className="text-xs tabular-nums">
        <span className="font-semibold text-foreground">{hoursText(cell.hours)}</span> / {cell.target} h
      </span>
      <ProgressBar percent={percentOfTarget(cell)} label={`${member}: ${label}`} tone={toneOf(cell)} />
    </div>
  );
}

/**
 * Training hours per member in a calendar year against the ISO yearly targets (reference training-hours.md):
 * the year, the table with a bar per target, its CSV, and for admins the category mapping.
 */
export function IsoHoursCard({ currentYear }: { currentYear: string }) {
  const { user } = useUser();
  const [year, setYear] = useState(currentYear);
  const [mappingOpen, setMappingOpen] = useState(false);
  const query = useIsoHours(year);
  const years = Array.from({ length: 5 }, (_, i) => String(Number(currentYear) - i));
  const admin = isAdmin(user);

  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">ISO Training Hours</CardTitle>
        <CardDescription>
          Completed course hours in {year} against the ISO yearly targets: company 192, facility 18, officer
          12 (officers and admins), driver / operator 12 and hazardous materials 6 hours per member.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <FormField label="Year" className="w-28">
            <NativeSelect value={year} onChange={(e) => setYear(e.target.value)}>
              {years.map((y) => (
                <option key={y} value={y}>
                  {y}
                </option>
              ))}
            </NativeSelect>
          </FormField>
          <div className="flex flex-wrap gap-2">
            {admin ? (
              <Button variant="outline" onClick={() => setMappingOpen(true)}>
                <Settings2 aria-hidden="true" />
                Category Mapping
              </Button>
            ) : null}
            <DownloadButton
              url={`/api/training/iso-hours.csv?year=${year}`}
              fileName={`training-hours-${year}.csv`}
            >
              Export CSV
            </DownloadButton>
          </div>
        </div>
        <QueryState
          query={query}
          loadingLabel={TRAINING_MESSAGES.loading}
          errorTitle="Training hours could not be loaded"
          framed={false}
          // Targets with no hours are not figures: until some training is completed in the year, say so.
          empty={{
            when: !!query.data?.members.every((m) => m.categories.every((c) => c.hours === 0)),
            icon: GraduationCap,
            title: ANALYTICS_MESSAGES.noTrainingHours,
            description: `Completed course hours in ${year} appear here against each member's ISO targets.`,
          }}
        >
          {() => query.data && <IsoTable data={query.data} />}
        </QueryState>
        {admin && query.data ? (
          <MappingDialog open={mappingOpen} onOpenChange={setMappingOpen} mapping={query.data.mapping} />
        ) : null}
      </CardContent>
    </Card>
  );
}

function IsoTable({ data }: { data: IsoHours }) {
  return (
    <>
      <DataTable
        caption={`ISO training hours by member, ${data.year}`}
        className="hidden shadow-none md:block"
        cellPadding="px-3 py-2.5"
        rows={data.members}
        rowKey={(m) => m.userId}
        columns={[
          {
            header: "Member",
            rowHeader: true,
            className: "px-4",
            cell: (m) => <span className="font-medium text-foreground">{m.name}</span>,
          },
          ...ISO_CATEGORIES.map((category, index) => ({
            header: ISO_CATEGORY_LABELS[category],
            cell: (m: IsoHours["members"][number]) => (
              <HoursCell cell={m.categories[index]} member={m.name} />
            ),
          })),
        ]}
      />
      <ul className="grid gap-2 md:hidden" aria-label={`ISO training hours by member, ${data.year}`}>
        {data.members.map((m) => (
          <li key={m.userId} className="rounded-lg border p-3">
            <p className="font-medium text-foreground">{m.name}</p>
            <dl className="mt-2 grid gap-2">
              {m.categories.map((c) => (
                <div key={c.category} className="grid grid-cols-[8rem_1fr] items-center gap-2 text-xs">
                  <dt className="text-muted-foreground">{ISO_CATEGORY_LABELS[c.category]}</dt>
                  <dd>
                    <HoursCell cell={c} member={m.name} />
                  </dd>
                </div>
              ))}
            </dl>
          </li>
        ))}
      </ul>
    </>
  );
}

/** Admins: which ISO category each course category's hours count toward. */
function MappingDialog({
  open,
  onOpenChange,
  mapping,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  mapping: IsoMapping;
}) {
  const [draft, setDraft] = useState<IsoMapping>(mapping);
  const update = useUpdateIsoMapping();
  const save = (event: FormEvent) => {
    event.preventDefault();
    update.mutate(draft, {
      onSuccess: () => {
        toast({ title: "Category mapping saved" });
        onOpenChange(false);
      },
      onError: () => toastError("Error", "Failed to save the category mapping"),
    });
  };
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (next) setDraft(mapping);
        onOpenChange(next);
      }}
    >
      <DialogContent className="sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>ISO Category Mapping</DialogTitle>
          <DialogDescription>
            Where each course category's completed hours count. Changes apply to every year's table.
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={save} className="grid gap-5" aria-label="ISO Category Mapping">
          <div className="grid gap-3 sm:grid-cols-2">
            {COURSE_CATEGORIES.map((category) => (
              <FormField key={category} label={COURSE_CATEGORY_LABELS[category]}>
                <NativeSelect
                  value={draft[category]}
                  onChange={(e) => setDraft({ ...draft, [category]: e.target.value as IsoCategory })}
                >
                  <SelectOptions values={ISO_CATEGORIES} labels={ISO_CATEGORY_LABELS} />
                </NativeSelect>
              </FormField>
            ))}
          </div>
          <FormDialogFooter
            submitLabel="Save Mapping"
            pendingText="Saving..."
            pending={update.isPending}
            onCancel={() => onOpenChange(false)}
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
