import {
  ALERT_CHANNEL_LABELS,
  type AlertChannel,
  DELIVERY_STATUS_LABELS,
  type DeliveryStatus,
  IN_APP_STATUS_LABELS,
} from "@rollcall/shared/alerting";
import { Bell, BellRing, type LucideIcon, Mail, MessageSquareText, Phone } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Tooltip } from "@/components/ui/tooltip";
import type { AlertRecipient, Delivery } from "../types";

export const CHANNEL_ICONS: Record<AlertChannel, LucideIcon> = {
  email: Mail,
  sms: MessageSquareText,
  voice: Phone,
  push: BellRing,
};

/** "Yes · 10 min", "No", or null while the member has not answered. */
export function answerText(answer: { answer: "yes" | "no" | null; minutes: number | null }) {
  if (!answer.answer) return null;
  if (answer.answer === "no") return "No";
  return answer.minutes === null ? "Yes" : `Yes · ${answer.minutes} min`;
}

/** A recipient's answer as a badge: green yes (with the minutes to arrive), red no, "Waiting" outlined. */
export function AnswerBadge({ recipient, question }: { recipient: AlertRecipient; question: boolean }) {
  const text = answerText(recipient);
  if (!question) return <span className="text-sm text-muted-foreground">No question</span>;
  if (!text)
    return (
      <Badge variant="outline" className="text-muted-foreground">
        Waiting
      </Badge>
    );
  return <Badge variant={recipient.answer === "yes" ? "success" : "danger"}>{text}</Badge>;
}

const DELIVERY_VARIANT: Record<
  DeliveryStatus,
  "secondary" | "info" | "success" | "danger" | "default" | "outline"
> = {
  queued: "secondary",
  sending: "secondary",
  sent: "info",
  delivered: "success",
  failed: "danger",
  answered: "default",
  // Neutral: the installation has no provider for the channel, which is not the message failing.
  not_configured: "outline",
};

/**
 * One delivery's state on one channel. A failure keeps the provider's reason one hover or focus away (a
 * tooltip on a focusable badge), and says so to screen readers in its name.
 */
export function DeliveryBadge({
  delivery,
  showChannel = false,
}: {
  delivery: Delivery;
  showChannel?: boolean;
}) {
  const Icon = CHANNEL_ICONS[delivery.channel];
  const label = DELIVERY_STATUS_LABELS[delivery.status];
  const badge = (
    <Badge
      variant={DELIVERY_VARIANT[delivery.status]}
      className={delivery.status === "not_configured" ? "font-medium text-muted-foreground" : undefined}
    >
      {showChannel ? <Icon className="size-3" aria-hidden="true" /> : null}
      {showChannel ? `${ALERT_CHANNEL_LABELS[delivery.channel]}: ${label}` : label}
    </Badge>
  );
  if (!delivery.error) return badge;
  return (
    <Tooltip content={delivery.error}>
      <button
        type="button"
        aria-label={`${ALERT_CHANNEL_LABELS[delivery.channel]}: ${label}. ${delivery.error}`}
        className="cursor-help rounded-full focus-visible:outline-2 focus-visible:outline-offset-2"
      >
        {badge}
      </button>
    </Tooltip>
  );
}

/** The in-app (bell) notification: "Delivered" once it is in the member's bell, "Read" once they opened it. */
export function BellBadge({
  inApp,
  showChannel = false,
}: {
  inApp: AlertRecipient["inApp"];
  showChannel?: boolean;
}) {
  if (!inApp) return <span className="text-muted-foreground">—</span>;
  const label = IN_APP_STATUS_LABELS[inApp.status];
  return (
    <Badge variant={inApp.status === "read" ? "success" : "info"}>
      {showChannel ? <Bell className="size-3" aria-hidden="true" /> : null}
      {showChannel ? `${IN_APP_LABEL}: ${label}` : label}
    </Badge>
  );
}

/** The bell's column and badge name: the notification inside the app, which every recipient gets. */
export const IN_APP_LABEL = "In app";
