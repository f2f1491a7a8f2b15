import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Card, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { HeadingScope } from "@/components/ui/heading";

type ListCardProps = {
  title: string;
  description: ReactNode;
  /** At the header's end: a count badge or a "View all" link. */
  aside?: ReactNode;
  className?: string;
  /** Shown instead of the list when there is nothing in it: the spec's empty text. */
  empty: { when: boolean; icon: LucideIcon; title: ReactNode; description?: ReactNode };
  /** The list (a divided `<ul className="divide-y border-t">`). */
  children: ReactNode;
};

/** An overview's card of items needing attention: title, line, count or link, then the list or its empty state. */
export function ListCard({ title, description, aside, className, empty, children }: ListCardProps) {
  return (
    <Card className={className}>
      <CardHeader className="flex-row items-start justify-between gap-3">
        <div className="grid gap-1.5">
          <CardTitle className="text-lg">{title}</CardTitle>
          <CardDescription>{description}</CardDescription>
        </div>
        {aside}
      </CardHeader>
      <HeadingScope>
        {empty.when ? (
          <EmptyState
            icon={empty.icon}
            className="sm:py-10"
            title={empty.title}
            description={empty.description}
          />
        ) : (
          children
        )}
      </HeadingScope>
    </Card>
  );
}
