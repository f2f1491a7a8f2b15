import type { ReactNode } from "react";
import { PageHeader } from "@/components/ui/page-header";
import { type PageTab, PageTabs } from "@/components/ui/page-tabs";
import { type QueryLike, QueryState } from "@/components/ui/query-state";
import { useUnauthorizedRedirect } from "@/hooks/use-unauthorized-redirect";

type ModulePageProps = {
  /** The page header: the screen's h1, its line and its own actions. */
  title: string;
  description: ReactNode;
  actions?: ReactNode;
  /**
   * The queries the tabs need: spinner, failure with "Try again", then the tabs (see QueryState); a 401 from
   * any of them sends the browser to sign in (useUnauthorizedRedirect), with the spinner meanwhile.
   */
  query: QueryLike | readonly QueryLike[];
  loadingLabel: string;
  errorTitle: string;
  /** The tab list's accessible name ("Equipment sections"), the chosen tab and its setter (useTabParam). */
  tabsLabel: string;
  tab: string;
  onTabChange: (tab: string) => void;
  /** The sections, built once the queries have arrived; nothing while their data is missing. */
  tabs: () => PageTab[] | null | undefined;
  /** What stands between the header and the tabs once the queries have arrived (a module's stat cards). */
  aboveTabs?: () => ReactNode;
  /** The page's dialogs, after the tabs. */
  dialogs?: ReactNode;
};

/** A module's page (equipment, compliance, training, incidents): header, the queries' states, tabs, dialogs. */
export function ModulePage({
  title,
  description,
  actions,
  query,
  loadingLabel,
  errorTitle,
  tabsLabel,
  tab,
  onTabChange,
  tabs,
  aboveTabs,
  dialogs,
}: ModulePageProps) {
  const queries: readonly QueryLike[] = Array.isArray(query) ? query : [query as QueryLike];
  const unauthorized = useUnauthorizedRedirect(...queries.map((q) => q.error));
  return (
    <div className="space-y-6">
      <PageHeader title={title} description={description} actions={actions} />
      <QueryState query={query} pending={unauthorized} loadingLabel={loadingLabel} errorTitle={errorTitle}>
        {() => {
          const sections = tabs();
          return (
            sections && (
              <div className="space-y-6">
                {aboveTabs?.()}
                <PageTabs label={tabsLabel} value={tab} onValueChange={onTabChange} tabs={sections} />
              </div>
            )
          );
        }}
      </QueryState>
      {dialogs}
    </div>
  );
}
