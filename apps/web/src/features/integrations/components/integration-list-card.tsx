import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { CardDetail } from "@/components/ui/data-table";
import { PlanUpgrade } from "@/components/ui/plan-upgrade";
import { type QueryLike, QueryState } from "@/components/ui/query-state";
import { SectionCard } from "@/components/ui/section-card";
import { ApiError } from "@/lib/api";
import { formatMomentDate } from "@/lib/dates";

type IntegrationListCardProps<T> = {
  title: string;
  description: string;
  /** The list's query (API keys, webhooks). */
  query: QueryLike & { data?: T[] };
  /** At the start of the toolbar (the API reference link). */
  aside?: ReactNode;
  /** The toolbar's button that makes one (Create API Key, Add Webhook); left out on a plan without API access. */
  action: ReactNode;
  loadingLabel: string;
  errorTitle: string;
  empty: { icon: LucideIcon; title: string; description: string };
  /** The list's accessible name. */
  listLabel: string;
  itemKey: (item: T) => string;
  /** One entry: its heading and its details. */
  item: (item: T) => ReactNode;
  /** The dialogs the card opens (create, delete...). */
  children?: ReactNode;
};

/**
 * A Settings → Integrations card (admins; issue 18, Standard and Pro): a toolbar with the button that makes one,
 * then the list with its loading, failure and empty states. On a plan without API access the server's 402 and
 * the way to a plan take the list's place.
 */
export function IntegrationListCard<T>({
  title,
  description,
  query,
  aside,
  action,
  loadingLabel,
  errorTitle,
  empty,
  listLabel,
  itemKey,
  item,
  children,
}: IntegrationListCardProps<T>) {
  const gated = query.error instanceof ApiError && query.error.status === 402 ? query.error : null;
  const list = query.data ?? [];
  return (
    <SectionCard title={title} description={description}>
      {aside || !gated ? (
        <div className="flex flex-wrap items-center justify-between gap-3 border-b px-5 py-3 sm:px-6">
          {aside}
          {gated ? null : <div className="ml-auto">{action}</div>}
        </div>
      ) : null}
      {gated ? (
        <PlanUpgrade feature="api" message={gated.serverMessage} headingLevel="h3" />
      ) : (
        <QueryState
          query={query}
          framed={false}
          loadingLabel={loadingLabel}
          errorTitle={errorTitle}
          empty={{ ...empty, when: list.length === 0 }}
        >
          {() => (
            <ul className="divide-y" aria-label={listLabel}>
              {list.map((entry) => (
                <li key={itemKey(entry)} className="grid gap-3 px-5 py-4 sm:px-6">
                  {item(entry)}
                </li>
              ))}
            </ul>
          )}
        </QueryState>
      )}
      {children}
    </SectionCard>
  );
}

type Creator = { firstName: string; lastName: string } | null;

/** The "Created" detail of an entry: "Mar 4, 2025 by Dana Reyes" (the member, while there is one). */
export function CreatedDetail({
  at,
  by,
  timeZone,
}: {
  at: string;
  by: Creator;
  timeZone: string | undefined;
}) {
  const name = by ? `${by.firstName} ${by.lastName}`.trim() : "";
  return (
    <CardDetail label="Created">
      <dd>
        {formatMomentDate(at, timeZone)}
        {name ? ` by ${name}` : ""}
      </dd>
    </CardDetail>
  );
}
