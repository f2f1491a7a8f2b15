import type { ReactNode } from "react";
import { Badge } from "@/components/ui/badge";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";

export type PageTab = {
  value: string;
  label: string;
  /** A count that needs attention, shown as a badge on the tab (none when 0). */
  count?: number;
  content: ReactNode;
};

type PageTabsProps = {
  /** The tab list's accessible name ("Equipment sections"). */
  label: string;
  tabs: PageTab[];
  value: string;
  onValueChange: (value: string) => void;
};

/** A module page's sections: two columns of tabs on phones, a row from sm up, then the chosen tab's content. */
export function PageTabs({ label, tabs, value, onValueChange }: PageTabsProps) {
  return (
    <Tabs value={value} onValueChange={onValueChange}>
      <TabsList aria-label={label} className="grid w-full grid-cols-2 sm:inline-flex sm:w-auto sm:self-start">
        {tabs.map((tab) => (
          <TabsTrigger key={tab.value} value={tab.value}>
            {tab.label}
            {tab.count ? (
              <Badge variant="warning" className="px-2">
                {tab.count}
              </Badge>
            ) : null}
          </TabsTrigger>
        ))}
      </TabsList>
      {tabs.map((tab) => (
        <TabsContent key={tab.value} value={tab.value}>
          {tab.content}
        </TabsContent>
      ))}
    </Tabs>
  );
}
