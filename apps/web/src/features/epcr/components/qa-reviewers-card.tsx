import { PCR_SETTINGS_MESSAGES as M } from "@rollcall/shared/epcr/api";
import { isAdmin, isManager } from "@rollcall/shared/roles";
import { ShieldCheck } from "lucide-react";
import { useEffect, useMemo } from "react";
import { Controller, useForm } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { CheckboxList } from "@/components/ui/checkbox-list";
import { PendingLabel } from "@/components/ui/pending-label";
import { QueryState } from "@/components/ui/query-state";
import { SectionCard } from "@/components/ui/section-card";
import { useFormSubmit } from "@/components/ui/use-form-submit";
import { type TeamMember, useTeam } from "@/features/agencies";
import { toast, toastError } from "@/hooks/use-toast";
import { ApiError } from "@/lib/api";
import { serverMessageOr } from "@/lib/form-errors";
import { useReviewers, useSaveReviewers } from "../api/reviewers";

/**
 * Settings → QA Reviewers (admins, issue 46): the officers who review closed patient care reports besides the
 * admins, who always do. On a plan without incident reporting the card is left out.
 */
export function QaReviewersCard({ agencyId }: { agencyId: string }) {
  const reviewers = useReviewers();
  const team = useTeam(agencyId);
  if (reviewers.error instanceof ApiError && reviewers.error.status === 402) return null;
  return (
    <SectionCard title={M.reviewersTitle} description={M.reviewersDescription}>
      <QueryState
        query={[reviewers, team]}
        loadingLabel="Loading QA reviewers..."
        spinnerClassName="min-h-32"
        errorTitle="QA reviewers could not be loaded"
        framed={false}
      >
        {() =>
          reviewers.data && team.data ? (
            <ReviewersForm userIds={reviewers.data.userIds} team={team.data} />
          ) : null
        }
      </QueryState>
    </SectionCard>
  );
}

const nameOf = (m: TeamMember) => [m.firstName, m.lastName].filter(Boolean).join(" ") || m.email;
const byName = (x: TeamMember, y: TeamMember) =>
  `${x.lastName ?? ""} ${x.firstName ?? ""}`.localeCompare(`${y.lastName ?? ""} ${y.firstName ?? ""}`);

type Values = { userIds: string[] };

function ReviewersForm({ userIds, team }: { userIds: string[]; team: TeamMember[] }) {
  const save = useSaveReviewers();
  const officers = useMemo(() => team.filter((m) => isManager(m) && !isAdmin(m)).sort(byName), [team]);
  const admins = useMemo(() => team.filter(isAdmin).sort(byName), [team]);
  // The boxes are the officers; an id of someone no longer an officer (moved to firefighter, removed) drops out.
  const chosen = useMemo(
    () => userIds.filter((id) => officers.some((o) => o.id === id)),
    [userIds, officers],
  );
  const form = useForm<Values>({ defaultValues: { userIds: chosen } });
  const { reset } = form;
  useEffect(() => reset({ userIds: chosen }), [chosen, reset]);

  const submit = useFormSubmit(form, {
    action: async (v) => {
      // An admin already on the list stays there (they review anyway; it holds if they become an officer).
      const keptAdmins = userIds.filter((id) => admins.some((a) => a.id === id));
      await save.mutateAsync({ userIds: [...v.userIds, ...keptAdmins] });
      toast({ title: M.reviewersSaved });
    },
    onFailure: (error) => toastError(M.reviewersSaveFailed, serverMessageOr(error, "Please try again.")),
  });

  return (
    <form noValidate onSubmit={submit} aria-label={M.reviewersTitle} className="grid gap-5 px-5 py-5 sm:px-6">
      <Controller
        control={form.control}
        name="userIds"
        render={({ field, fieldState }) => (
          <CheckboxList
            legend={M.reviewersLegend}
            items={officers.map((o) => ({ id: o.id, label: nameOf(o), hint: o.email, search: o.email }))}
            selected={field.value}
            onChange={field.onChange}
            error={fieldState.error?.message}
            emptyText={M.noOfficers}
          />
        )}
      />
      <div className="grid gap-2">
        <p className="text-sm font-medium text-foreground">{M.adminsAlways}</p>
        <ul aria-label={M.adminsAlways} className="flex flex-wrap gap-2">
          {admins.map((a) => (
            <li
              key={a.id}
              className="inline-flex min-h-9 items-center gap-1.5 rounded-full border bg-muted/40 px-3 text-sm"
            >
              <ShieldCheck className="size-4 shrink-0 text-primary" aria-hidden="true" />
              {nameOf(a)}
            </li>
          ))}
        </ul>
      </div>
      <div className="flex justify-end">
        <Button type="submit" disabled={save.isPending} className="w-full sm:w-auto">
          <PendingLabel pending={save.isPending} pendingText="Saving...">
            Save QA Reviewers
          </PendingLabel>
        </Button>
      </div>
    </form>
  );
}
