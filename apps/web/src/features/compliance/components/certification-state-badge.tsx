import {
  CERTIFICATION_STATE_LABELS,
  type Certification,
  type CertificationState,
} from "@rollcall/shared/compliance";
import { Badge } from "@/components/ui/badge";

const VARIANT = { active: "success", expiring: "warning", expired: "danger" } as const satisfies Record<
  CertificationState,
  "success" | "warning" | "danger"
>;

/** Spec 02 §4's displayed state (green Active, yellow Expiring Soon, red Expired), plus Pending when unverified. */
export function CertificationStateBadge({
  certification,
}: {
  certification: Pick<Certification, "displayState" | "status">;
}) {
  const { displayState, status } = certification;
  return (
    <span className="inline-flex flex-wrap items-center gap-1">
      <Badge variant={VARIANT[displayState]}>{CERTIFICATION_STATE_LABELS[displayState]}</Badge>
      {status === "pending" && displayState !== "expired" ? <Badge variant="secondary">Pending</Badge> : null}
    </span>
  );
}
