import {
  CERTIFICATION_STATUS_FILTER_LABELS,
  CERTIFICATION_STATUS_FILTERS,
  type Certification,
  certificationFilterStatus,
} from "@rollcall/shared/compliance";
import { Award, Paperclip, Plus } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { CardDetail, CardDetails, CardListHeading, ResponsiveTable } from "@/components/ui/data-table";
import { EmptyState } from "@/components/ui/empty-state";
import { FilteredList, listFilter, useListFilters } from "@/components/ui/use-list-filters";
import { formatDate } from "@/lib/dates";
import { describeExpiry } from "../utils/format";
import { CertificationActions } from "./certification-actions";
import { CertificationStateBadge } from "./certification-state-badge";

type CertificationsTabProps = {
  certifications: Certification[];
  today: string;
  canWrite: (c: Certification) => boolean;
  onAdd: () => void;
  onEdit: (c: Certification) => void;
  onDelete: (c: Certification) => void;
};

/** Spec 02 §2: name, issuing organization and certificate number, any case. */
function matches(c: Certification, query: string) {
  return [c.name, c.issuingOrganization, c.certificateNumber].some((field) =>
    field?.toLowerCase().includes(query),
  );
}

/** The Certifications tab: search, status filter, and the table (cards on phones). */
export function CertificationsTab({
  certifications,
  today,
  canWrite,
  onAdd,
  onEdit,
  onDelete,
}: CertificationsTabProps) {
  const list = useListFilters(certifications, {
    search: {
      label: "Search certifications",
      placeholder: "Name, organization or certificate number",
      matches,
    },
    filters: [
      listFilter({
        label: "Status",
        allLabel: CERTIFICATION_STATUS_FILTER_LABELS.all,
        options: CERTIFICATION_STATUS_FILTERS.filter((s) => s !== "all"),
        labels: CERTIFICATION_STATUS_FILTER_LABELS,
        matches: (c: Certification, status) => certificationFilterStatus(c, today) === status,
      }),
    ],
  });
  const shown = list.shown;

  if (!certifications.length)
    return (
      <Card>
        <EmptyState
          icon={Award}
          title="No certifications recorded yet"
          description="Add your team's certifications to track expiration dates and compliance."
          action={
            <Button onClick={onAdd}>
              <Plus aria-hidden="true" />
              Add Certification
            </Button>
          }
        />
      </Card>
    );

  return (
    <FilteredList
      list={list}
      noun="certifications"
      noMatches={{
        title: "No certifications match",
        description: "Try another name, organization or certificate number, or a different status.",
      }}
    >
      <ResponsiveTable
        caption="Certifications"
        rows={shown}
        rowKey={(c) => c.id}
        columns={[
          {
            header: "Certification",
            cell: (c) => (
              <>
                <div className="flex items-center gap-1.5 font-medium text-foreground">
                  {c.name}
                  {c.documentUrl ? (
                    <Paperclip className="size-3.5 text-muted-foreground" aria-label="Document attached" />
                  ) : null}
                </div>
                {c.certificateNumber ? (
                  <div className="text-xs text-muted-foreground">{c.certificateNumber}</div>
                ) : null}
              </>
            ),
          },
          { header: "Team Member", cell: (c) => c.holderName },
          {
            header: "Organization",
            cellClassName: "text-muted-foreground",
            cell: (c) => c.issuingOrganization ?? "—",
          },
          {
            header: "Expiration",
            cell: (c) => (
              <>
                <div className="whitespace-nowrap">{formatDate(c.expirationDate)}</div>
                <div className="text-xs text-muted-foreground">{describeExpiry(c.daysUntilExpiration)}</div>
              </>
            ),
          },
          { header: "Status", cell: (c) => <CertificationStateBadge certification={c} /> },
          {
            header: "Actions",
            align: "right",
            cellClassName: "px-2 py-2 text-left",
            cell: (c) => (
              <CertificationActions
                variant="icons"
                certification={c}
                canWrite={canWrite(c)}
                onEdit={() => onEdit(c)}
                onDelete={() => onDelete(c)}
              />
            ),
          },
        ]}
        itemLabel={(c) => `${c.name}, ${c.holderName}`}
      >
        {(c) => (
          <>
            <CardListHeading
              title={c.name}
              subtitle={c.holderName}
              badge={<CertificationStateBadge certification={c} />}
            />
            <CardDetails>
              <CardDetail label="Organization">
                <dd className="break-words">{c.issuingOrganization ?? "—"}</dd>
              </CardDetail>
              <CardDetail label="Expiration">
                <dd>{formatDate(c.expirationDate)}</dd>
                <dd className="text-xs text-muted-foreground">{describeExpiry(c.daysUntilExpiration)}</dd>
              </CardDetail>
              {c.certificateNumber ? (
                <CardDetail label="Certificate number" className="col-span-2">
                  <dd className="break-words">{c.certificateNumber}</dd>
                </CardDetail>
              ) : null}
            </CardDetails>
            <CertificationActions
              variant="labelled"
              certification={c}
              canWrite={canWrite(c)}
              onEdit={() => onEdit(c)}
              onDelete={() => onDelete(c)}
            />
          </>
        )}
      </ResponsiveTable>
    </FilteredList>
  );
}
