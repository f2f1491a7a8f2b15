import type { ShiftPaymentStatus } from "@rollcall/shared/scheduling";
import type { ReactNode } from "react";
import { Badge } from "@/components/ui/badge";

export const PAYMENT_STATUS_LABELS: Record<ShiftPaymentStatus, string> = {
  pending: "Pending",
  approved: "Approved",
  paid: "Paid",
};

// Pending needs attention, approved is on its way, paid is done.
const VARIANTS = { pending: "warning", approved: "info", paid: "success" } as const;

export function PaymentStatusBadge({
  status,
  children,
}: {
  status: ShiftPaymentStatus;
  children?: ReactNode;
}) {
  return <Badge variant={VARIANTS[status]}>{children ?? PAYMENT_STATUS_LABELS[status]}</Badge>;
}
