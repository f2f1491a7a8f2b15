import {
  ATTENTION_LIST_LIMIT,
  type Certification,
  COMPLIANCE_MESSAGES,
  complianceScore,
} from "@rollcall/shared/compliance";
import { complianceBand } from "@rollcall/shared/dashboard";
import { AlertTriangle, Award, CalendarClock, CircleCheck, RefreshCw, ShieldCheck } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { ListCard } from "@/components/ui/list-card";
import { StatCard } from "@/components/ui/stat-card";
import { formatDate } from "@/lib/dates";
import { cn } from "@/lib/utils";
import { describeExpiry } from "../utils/format";

type OverviewTabProps = {
  certifications: Certification[];
  expiring: Certification[];
  today: string;
  canWrite: (c: Certification) => boolean;
  onRenew: (c: Certification) => void;
};

const BAND_CLASSES = {
  green: { bar: "bg-success", text: "text-success" },
  yellow: { bar: "bg-yellow-500", text: "text-warning" },
  red: { bar: "bg-danger", text: "text-danger" },
} as const;

/** The Overview tab: the compliance score, the four counters and the attention list. */
export function OverviewTab({ certifications, expiring, today, canWrite, onRenew }: OverviewTabProps) {
  const score = complianceScore(certifications, today);
  const count = (state: Certification["displayState"]) =>
    certifications.filter((c) => c.displayState === state).length;
  const band = score.percent === null ? null : complianceBand(score.percent);
  const attention = expiring.slice(0, ATTENTION_LIST_LIMIT);

  return (
    <div className="grid gap-6">
      <Card>
        <CardHeader>
          <CardTitle className="text-lg" id="compliance-score-title">
            Compliance Score
          </CardTitle>
          <CardDescription>
            Certifications that are active and not past their expiration date.
          </CardDescription>
        </CardHeader>
        <CardContent className="grid gap-3">
          <p
            className={cn(
              "text-4xl font-semibold tracking-tight tabular-nums",
              band ? BAND_CLASSES[band].text : "text-muted-foreground",
            )}
            data-testid="compliance-score"
          >
            {score.percent === null ? "No data" : `${score.percent}%`}
          </p>
          <div
            role="progressbar"
            aria-labelledby="compliance-score-title"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={score.percent ?? 0}
            className="h-3 w-full overflow-hidden rounded-full bg-muted"
          >
            <div
              className={cn(
                "h-full rounded-full transition-[width]",
                band ? BAND_CLASSES[band].bar : "bg-muted",
              )}
              style={{ width: `${score.percent ?? 0}%` }}
            />
          </div>
          <p className="text-sm text-muted-foreground">
            {score.current} of {score.total} certifications are current
          </p>
        </CardContent>
      </Card>

      <section aria-label="Certification counts" className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
        <StatCard label="Total Certifications" value={certifications.length} icon={Award} />
        <StatCard label="Active" value={count("active")} icon={ShieldCheck} tone="success" />
        <StatCard label="Expiring Soon" value={count("expiring")} icon={CalendarClock} tone="warning" />
        <StatCard label="Expired" value={count("expired")} icon={AlertTriangle} tone="danger" />
      </section>

      <ListCard
        title="Needs Attention"
        description="Certifications expiring in the next 30 days, soonest first."
        aside={expiring.length ? <Badge variant="warning">{expiring.length}</Badge> : null}
        empty={{
          when: attention.length === 0,
          icon: CircleCheck,
          title: COMPLIANCE_MESSAGES.noExpiringTitle,
          description: COMPLIANCE_MESSAGES.noExpiringText,
        }}
      >
        <ul className="divide-y border-t" aria-label="Certifications needing attention">
          {attention.map((c) => (
            <li key={c.id} className="flex flex-wrap items-center gap-3 px-5 py-3">
              <span className="flex size-9 shrink-0 items-center justify-center rounded-md bg-yellow-100 text-warning">
                <CalendarClock className="size-4" aria-hidden="true" />
              </span>
              <div className="min-w-0 flex-1">
                <p className="font-medium text-foreground">
                  {c.name}
                  <span className="font-normal text-muted-foreground"> · {c.holderName}</span>
                </p>
                <p className="text-sm text-muted-foreground">
                  {describeExpiry(c.daysUntilExpiration)} · {formatDate(c.expirationDate)}
                </p>
              </div>
              {canWrite(c) ? (
                <Button
                  variant="outline"
                  aria-label={`Renew ${c.name} (${c.holderName})`}
                  onClick={() => onRenew(c)}
                >
                  <RefreshCw aria-hidden="true" />
                  Renew
                </Button>
              ) : null}
            </li>
          ))}
        </ul>
      </ListCard>
    </div>
  );
}
