import type { LucideIcon } from "lucide-react";
import { ArrowRight, Loader2, RefreshCw } from "lucide-react";
import { Fragment, type ReactNode, useId } from "react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { Heading, HeadingScope } from "@/components/ui/heading";
import { cn } from "@/lib/utils";

type DashboardCardProps = {
  title: string;
  icon: LucideIcon;
  /** Shown at the right of the heading row (a count, a date, a link). */
  aside?: ReactNode;
  /** A link under the content to the whole list ("All equipment"); left out when there is nothing to see. */
  footerLink?: { to: string; label: string };
  className?: string;
  children: ReactNode;
};

/** One dashboard card (the dashboard's own and the time clock's): a titled region (h2) with an icon. */
export function DashboardCard({
  title,
  icon: Icon,
  aside,
  footerLink,
  className,
  children,
}: DashboardCardProps) {
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
        <Heading id={headingId} className="flex items-center gap-2 text-base font-semibold">
          <Icon className="size-4 shrink-0 text-primary" aria-hidden="true" />
          {title}
        </Heading>
        {aside}
      </div>
      <div className="flex flex-1 flex-col">
        <HeadingScope>{children}</HeadingScope>
      </div>
      {footerLink ? (
        <div className="border-t px-5 py-2">
          <Button asChild variant="link" size="sm" className="h-11 sm:h-9">
            <Link to={footerLink.to}>
              {footerLink.label}
              <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
        </div>
      ) : null}
    </section>
  );
}

/** The card's own loading line (the page shows "Loading dashboard..." first; this covers refetches after errors). */
export function CardLoading({ label, className }: { label: string; className?: string }) {
  return (
    <p role="status" className={cn("flex items-center gap-2 p-5 text-sm text-muted-foreground", className)}>
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
  className,
}: {
  message: string;
  onRetry: () => void;
  retrying: boolean;
  className?: string;
}) {
  return (
    <div className={cn("flex flex-wrap items-center justify-between gap-3 p-5", className)}>
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

/** What CardQuery reads of a TanStack query. */
type CardQueryLike<T> = {
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  data: T | undefined;
  refetch: () => unknown;
};

/**
 * A card's query in its states: the loading line, the failure with its retry, the spec's empty text (when
 * `empty.when` holds for the data) or the content, which receives the loaded data.
 */
export function CardQuery<T>({
  query,
  loadingLabel,
  errorMessage,
  empty,
  children,
}: {
  query: CardQueryLike<T>;
  loadingLabel: string;
  errorMessage: string;
  empty?: { icon: LucideIcon; text: string; when: (data: T) => boolean };
  children: (data: T) => ReactNode;
}) {
  if (query.isPending) return <CardLoading label={loadingLabel} />;
  if (query.isError || query.data === undefined)
    return <CardError message={errorMessage} onRetry={() => query.refetch()} retrying={query.isFetching} />;
  if (empty?.when(query.data)) return <CardEmpty icon={empty.icon} text={empty.text} />;
  return <>{children(query.data)}</>;
}

/**
 * A dashboard card listing a query's items: the card, its loading and failure states, the spec's empty text
 * when there are none, and a divided list with a row per item. The footer link shows only over a list.
 */
export function DashboardListCard<T>({
  query,
  loadingLabel,
  errorMessage,
  emptyText,
  emptyIcon,
  ordered = false,
  rowKey,
  children,
  footerLink,
  ...card
}: Omit<DashboardCardProps, "children"> & {
  query: CardQueryLike<T[]>;
  loadingLabel: string;
  errorMessage: string;
  /** The spec's text when the list is empty, and its icon (the card's unless given). */
  emptyText: string;
  emptyIcon?: LucideIcon;
  /** A numbered list (<ol>), for an order that means something (newest first). */
  ordered?: boolean;
  rowKey: (item: T) => string;
  /** One row: an <li>. */
  children: (item: T) => ReactNode;
}) {
  const List = ordered ? "ol" : "ul";
  return (
    <DashboardCard {...card} footerLink={query.data?.length ? footerLink : undefined}>
      <CardQuery
        query={query}
        loadingLabel={loadingLabel}
        errorMessage={errorMessage}
        empty={{ icon: emptyIcon ?? card.icon, text: emptyText, when: (data) => data.length === 0 }}
      >
        {(data) => (
          <List className="divide-y">
            {data.map((item) => (
              <Fragment key={rowKey(item)}>{children(item)}</Fragment>
            ))}
          </List>
        )}
      </CardQuery>
    </DashboardCard>
  );
}
