import type { LucideIcon } from "lucide-react";
import { Loader2, RefreshCw } from "lucide-react";
import { type ReactNode, useId } from "react";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/utils";

type DashboardCardProps = {
  title: string;
  icon: LucideIcon;
  /** Shown at the right of the heading row (a count, a date, a link). */
  aside?: ReactNode;
  /** A row under the content, e.g. a "View all" link. */
  footer?: ReactNode;
  className?: string;
  children: ReactNode;
};

/** One dashboard card: a titled region (h2) with an icon, the same frame as the time clock cards. */
export function DashboardCard({ title, icon: Icon, aside, footer, className, children }: DashboardCardProps) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className={cn(
        "flex min-w-0 flex-col rounded-lg border bg-card text-card-foreground shadow-sm",
        className,
      )}
    >
      <div className="flex min-h-14 items-center justify-between gap-3 border-b px-5 py-3">
        <h2 id={headingId} className="flex items-center gap-2 text-base font-semibold">
          <Icon className="size-4 shrink-0 text-primary" aria-hidden="true" />
          {title}
        </h2>
        {aside}
      </div>
      <div className="flex flex-1 flex-col">{children}</div>
      {footer ? <div className="border-t px-5 py-2">{footer}</div> : null}
    </section>
  );
}

/** The card's own loading line (the page shows "Loading dashboard..." first; this covers refetches after errors). */
export function CardLoading({ label }: { label: string }) {
  return (
    <p role="status" className="flex items-center gap-2 p-5 text-sm text-muted-foreground">
      <Loader2 className="size-4 animate-spin" aria-hidden="true" />
      {label}
    </p>
  );
}

/** A card whose data could not be loaded: says so and offers a retry. */
export function CardError({
  message,
  onRetry,
  retrying,
}: {
  message: string;
  onRetry: () => void;
  retrying: boolean;
}) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 p-5">
      <p className="text-sm text-red-800">{message}</p>
      <Button variant="outline" size="sm" onClick={onRetry} disabled={retrying}>
        <RefreshCw aria-hidden="true" className={retrying ? "animate-spin" : undefined} />
        Try again
      </Button>
    </div>
  );
}

/** The spec's empty text for a card, centred with its icon. */
export function CardEmpty({ icon: Icon, text }: { icon: LucideIcon; text: string }) {
  return (
    <div className="flex flex-1 flex-col items-center justify-center gap-2 px-5 py-10 text-center">
      <Icon className="size-6 text-muted-foreground" aria-hidden="true" />
      <p className="text-sm font-medium text-foreground">{text}</p>
    </div>
  );
}
