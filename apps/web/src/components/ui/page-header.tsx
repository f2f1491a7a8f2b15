import type { ReactNode } from "react";
import { useDocumentTitle } from "@/lib/brand";
import { cn } from "@/lib/utils";

type PageHeaderProps = {
  title: string;
  description?: ReactNode;
  /** Buttons for the page's own actions, shown right of the title on wide screens and below it on phones. */
  actions?: ReactNode;
  className?: string;
};

/** The one h1 of a screen, with an optional subtitle; also names the browser tab after the screen. */
export function PageHeader({ title, description, actions, className }: PageHeaderProps) {
  useDocumentTitle(title);

  return (
    <div className={cn("flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between", className)}>
      {/* The actions keep their one row when there is room; the title and its line wrap in what is left. */}
      <div className="min-w-0 sm:min-w-48 sm:flex-1">
        <h1 className="text-2xl font-semibold tracking-tight text-foreground sm:text-3xl">{title}</h1>
        {description ? (
          <p className="mt-1 text-sm text-muted-foreground sm:text-base">{description}</p>
        ) : null}
      </div>
      {actions ? <div className="flex flex-wrap items-center gap-2 sm:justify-end">{actions}</div> : null}
    </div>
  );
}
