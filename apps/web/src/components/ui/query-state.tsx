import { type LucideIcon, RefreshCw, ServerCrash } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { Spinner } from "@/components/ui/spinner";
import { ApiError } from "@/lib/api";

/** What QueryState reads of a TanStack query. */
export type QueryLike = {
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  error: unknown;
  refetch: () => unknown;
};

type EmptyProps = {
  icon: LucideIcon;
  /** The spec's empty text. */
  title: ReactNode;
  description?: ReactNode;
  action?: ReactNode;
};

type QueryStateProps = {
  /** One query or several: loading while any loads, failed when any failed; "Try again" refetches them all. */
  query: QueryLike | readonly QueryLike[];
  /** The screen's loading text ("Loading equipment..."). */
  loadingLabel: string;
  /** Shows the spinner anyway (e.g. while an expired session redirects). */
  pending?: boolean;
  spinnerClassName?: string;
  /** The failure's title ("Equipment data could not be loaded"); the description is the server's message. */
  errorTitle: string;
  /** Replaces the server's message under the failure's title. */
  errorDescription?: (error: unknown) => ReactNode;
  /** The empty state, shown instead of the children when `when` holds. */
  empty?: EmptyProps & { when: boolean };
  /** Wraps the failure and empty states in a card (the default) or not (already inside one). */
  framed?: boolean;
  /** The loaded content: a function, so it reads the data only once it has arrived. */
  children: () => ReactNode;
};

const serverText = (error: unknown) =>
  error instanceof ApiError ? error.serverMessage : error instanceof Error ? error.message : undefined;

/** A query's four states in one house style: spinner, failure with "Try again", the spec's empty state, content. */
export function QueryState({
  query,
  loadingLabel,
  pending = false,
  spinnerClassName,
  errorTitle,
  errorDescription = serverText,
  empty,
  framed = true,
  children,
}: QueryStateProps) {
  const queries: readonly QueryLike[] = Array.isArray(query) ? query : [query as QueryLike];
  const frame = (node: ReactNode) => (framed ? <Card>{node}</Card> : node);

  if (pending || queries.some((q) => q.isPending))
    return <Spinner label={loadingLabel} className={spinnerClassName} />;

  const failed = queries.find((q) => q.isError);
  if (failed) {
    const fetching = queries.some((q) => q.isFetching);
    return frame(
      <EmptyState
        icon={ServerCrash}
        tone="danger"
        title={errorTitle}
        description={errorDescription(failed.error)}
        action={
          <Button
            variant="outline"
            disabled={fetching}
            onClick={() => {
              for (const q of queries) void q.refetch();
            }}
          >
            <RefreshCw aria-hidden="true" className={fetching ? "animate-spin" : undefined} />
            Try again
          </Button>
        }
      />,
    );
  }

  if (empty?.when)
    return frame(
      <EmptyState
        icon={empty.icon}
        title={empty.title}
        description={empty.description}
        action={empty.action}
      />,
    );

  return <>{children()}</>;
}
