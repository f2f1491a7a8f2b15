import { type Certification, COMPLIANCE_MESSAGES } from "@rollcall/shared/compliance";
import { BellRing, CalendarClock, CircleCheck, RefreshCw } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { Heading } from "@/components/ui/heading";
import { toast, toastError } from "@/hooks/use-toast";
import { ApiError } from "@/lib/api";
import { formatDate, formatMomentAt } from "@/lib/dates";
import { useRemindCertification } from "../api/remind-certification";
import { describeExpiry } from "../utils/format";

type ExpiringTabProps = {
  expiring: Certification[];
  timeZone: string | undefined;
  /** Officers and admins send reminders (the server refuses others). */
  canRemind: boolean;
  canWrite: (c: Certification) => boolean;
  onRenew: (c: Certification) => void;
};

/** The Expiring Soon tab: every certification expiring in the next 30 days, with Remind and Renew. */
export function ExpiringTab({ expiring, timeZone, canRemind, canWrite, onRenew }: ExpiringTabProps) {
  if (!expiring.length)
    return (
      <Card>
        <EmptyState
          icon={CircleCheck}
          title={COMPLIANCE_MESSAGES.noExpiringTitle}
          description={COMPLIANCE_MESSAGES.noExpiringText}
        />
      </Card>
    );
  return (
    <ul className="grid gap-3" aria-label="Expiring certifications">
      {expiring.map((c) => (
        <li key={c.id}>
          <ExpiringItem
            certification={c}
            timeZone={timeZone}
            canRemind={canRemind}
            canRenew={canWrite(c)}
            onRenew={() => onRenew(c)}
          />
        </li>
      ))}
    </ul>
  );
}

function ExpiringItem({
  certification: c,
  timeZone,
  canRemind,
  canRenew,
  onRenew,
}: {
  certification: Certification;
  timeZone: string | undefined;
  canRemind: boolean;
  canRenew: boolean;
  onRenew: () => void;
}) {
  const remind = useRemindCertification();
  const urgent = c.daysUntilExpiration <= 7;

  const sendReminder = async () => {
    try {
      const result = await remind.mutateAsync(c.id);
      toast({
        title: "Reminder sent",
        description: result.emailSent
          ? `${result.holderName} was notified in Rollcall and by email.`
          : `${result.holderName} was notified in Rollcall. The email could not be sent.`,
      });
    } catch (error) {
      if (error instanceof ApiError && error.status === 409)
        toastError("Reminder already sent", error.serverMessage);
      else
        toastError(
          COMPLIANCE_MESSAGES.errorTitle,
          error instanceof ApiError && error.status < 500 ? error.serverMessage : "Failed to send reminder",
        );
    }
  };

  return (
    <Card className="p-4 sm:p-5">
      <article
        aria-label={`${c.name}, ${c.holderName}`}
        className="flex flex-col gap-4 sm:flex-row sm:items-center"
      >
        <span
          className={
            urgent
              ? "hidden size-10 shrink-0 items-center justify-center rounded-md bg-red-100 text-danger sm:flex"
              : "hidden size-10 shrink-0 items-center justify-center rounded-md bg-yellow-100 text-warning sm:flex"
          }
        >
          <CalendarClock className="size-5" aria-hidden="true" />
        </span>
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-2">
            <Heading className="font-semibold text-foreground">{c.name}</Heading>
            <Badge variant={urgent ? "danger" : "warning"}>{describeExpiry(c.daysUntilExpiration)}</Badge>
          </div>
          <p className="text-sm text-muted-foreground">
            {c.holderName}
            {c.issuingOrganization ? ` · ${c.issuingOrganization}` : ""} · Expires{" "}
            {formatDate(c.expirationDate)}
          </p>
          {c.lastRemindedAt ? (
            <p className="mt-1 text-xs text-muted-foreground">
              Last reminded {formatMomentAt(c.lastRemindedAt, timeZone)}
            </p>
          ) : null}
        </div>
        {canRemind || canRenew ? (
          <div className="flex gap-2">
            {canRemind ? (
              <Button
                variant="outline"
                className="flex-1 sm:flex-none"
                aria-label={`Remind ${c.holderName} about ${c.name}`}
                disabled={remind.isPending}
                onClick={() => void sendReminder()}
              >
                <BellRing aria-hidden="true" />
                Remind
              </Button>
            ) : null}
            {canRenew ? (
              <Button
                className="flex-1 sm:flex-none"
                aria-label={`Renew ${c.name} (${c.holderName})`}
                onClick={onRenew}
              >
                <RefreshCw aria-hidden="true" />
                Renew
              </Button>
            ) : null}
          </div>
        ) : null}
      </article>
    </Card>
  );
}
