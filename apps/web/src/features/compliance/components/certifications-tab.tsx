import {
  CERTIFICATION_STATUS_FILTER_LABELS,
  CERTIFICATION_STATUS_FILTERS,
  type Certification,
  type CertificationStatusFilter,
  certificationFilterStatus,
} from "@rollcall/shared/compliance";
import { Award, Paperclip, Plus, SearchX } from "lucide-react";
import { useDeferredValue, useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { SearchField } from "@/components/ui/search-field";
import { describeExpiry, formatDate } from "../utils/format";
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
  if (!query) return true;
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
  const [search, setSearch] = useState("");
  const [status, setStatus] = useState<CertificationStatusFilter>("all");
  const query = useDeferredValue(search.trim().toLowerCase());
  const statusId = useId();

  const shown = certifications.filter(
    (c) => matches(c, query) && (status === "all" || certificationFilterStatus(c, today) === status),
  );

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
    <div className="space-y-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <SearchField
          label="Search certifications"
          value={search}
          onChange={setSearch}
          placeholder="Name, organization or certificate number"
        />
        <div className="grid gap-1.5 sm:w-48">
          <Label htmlFor={statusId}>Status</Label>
          <NativeSelect
            id={statusId}
            value={status}
            onChange={(e) => setStatus(e.target.value as CertificationStatusFilter)}
          >
            {CERTIFICATION_STATUS_FILTERS.map((s) => (
              <option key={s} value={s}>
                {CERTIFICATION_STATUS_FILTER_LABELS[s]}
              </option>
            ))}
          </NativeSelect>
        </div>
      </div>
      <p className="text-sm text-muted-foreground" aria-live="polite">
        Showing {shown.length} of {certifications.length} certifications
      </p>

      {shown.length === 0 ? (
        <Card>
          <EmptyState
            icon={SearchX}
            title="No certifications match"
            description="Try another name, organization or certificate number, or a different status."
            action={
              <Button
                variant="outline"
                onClick={() => {
                  setSearch("");
                  setStatus("all");
                }}
              >
                Clear filters
              </Button>
            }
          />
        </Card>
      ) : (
        <>
          <Card className="hidden overflow-hidden md:block">
            <table className="w-full text-left text-sm">
              <caption className="sr-only">Certifications</caption>
              <thead className="border-b bg-muted/50 text-xs font-semibold uppercase tracking-wide text-muted-foreground">
                <tr>
                  <th scope="col" className="px-4 py-3">
                    Certification
                  </th>
                  <th scope="col" className="px-4 py-3">
                    Team Member
                  </th>
                  <th scope="col" className="px-4 py-3">
                    Organization
                  </th>
                  <th scope="col" className="px-4 py-3">
                    Expiration
                  </th>
                  <th scope="col" className="px-4 py-3">
                    Status
                  </th>
                  <th scope="col" className="px-4 py-3 text-right">
                    Actions
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y">
                {shown.map((c) => (
                  <tr key={c.id} className="align-middle hover:bg-muted/30">
                    <td className="px-4 py-3">
                      <div className="flex items-center gap-1.5 font-medium text-foreground">
                        {c.name}
                        {c.documentUrl ? (
                          <Paperclip
                            className="size-3.5 text-muted-foreground"
                            aria-label="Document attached"
                          />
                        ) : null}
                      </div>
                      {c.certificateNumber ? (
                        <div className="text-xs text-muted-foreground">{c.certificateNumber}</div>
                      ) : null}
                    </td>
                    <td className="px-4 py-3">{c.holderName}</td>
                    <td className="px-4 py-3 text-muted-foreground">{c.issuingOrganization ?? "—"}</td>
                    <td className="px-4 py-3">
                      <div className="whitespace-nowrap">{formatDate(c.expirationDate)}</div>
                      <div className="text-xs text-muted-foreground">
                        {describeExpiry(c.daysUntilExpiration)}
                      </div>
                    </td>
                    <td className="px-4 py-3">
                      <CertificationStateBadge certification={c} />
                    </td>
                    <td className="px-2 py-2">
                      <CertificationActions
                        variant="icons"
                        certification={c}
                        canWrite={canWrite(c)}
                        onEdit={() => onEdit(c)}
                        onDelete={() => onDelete(c)}
                      />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </Card>

          <ul className="grid gap-3 md:hidden" aria-label="Certifications">
            {shown.map((c) => (
              <li key={c.id}>
                <Card className="p-4">
                  <article aria-label={`${c.name}, ${c.holderName}`} className="grid gap-3">
                    <div className="flex items-start justify-between gap-3">
                      <div className="min-w-0">
                        <h3 className="font-semibold text-foreground">{c.name}</h3>
                        <p className="text-sm text-muted-foreground">{c.holderName}</p>
                      </div>
                      <CertificationStateBadge certification={c} />
                    </div>
                    <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
                      <div className="min-w-0">
                        <dt className="text-xs text-muted-foreground">Organization</dt>
                        <dd className="break-words">{c.issuingOrganization ?? "—"}</dd>
                      </div>
                      <div>
                        <dt className="text-xs text-muted-foreground">Expiration</dt>
                        <dd>{formatDate(c.expirationDate)}</dd>
                        <dd className="text-xs text-muted-foreground">
                          {describeExpiry(c.daysUntilExpiration)}
                        </dd>
                      </div>
                      {c.certificateNumber ? (
                        <div className="col-span-2 min-w-0">
                          <dt className="text-xs text-muted-foreground">Certificate number</dt>
                          <dd className="break-words">{c.certificateNumber}</dd>
                        </div>
                      ) : null}
                    </dl>
                    <CertificationActions
                      variant="labelled"
                      certification={c}
                      canWrite={canWrite(c)}
                      onEdit={() => onEdit(c)}
                      onDelete={() => onDelete(c)}
                    />
                  </article>
                </Card>
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
