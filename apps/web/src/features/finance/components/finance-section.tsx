import { type ReactNode, useId } from "react";
import { cn } from "@/lib/utils";

type FinanceSectionProps = {
  title: string;
  description?: ReactNode;
  /** At the header's end (a count, a toggle). */
  aside?: ReactNode;
  className?: string;
  children: ReactNode;
};

/** A titled card of the finance screen: an h2 under the page's h1, a line under it, and its content. */
export function FinanceSection({ title, description, aside, className, children }: FinanceSectionProps) {
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      className={cn("flex min-w-0 flex-col rounded-lg border bg-card shadow-sm", className)}
    >
      <div className="flex flex-wrap items-start justify-between gap-3 border-b px-4 py-4 sm:px-5">
        <div className="min-w-0">
          <h2 id={id} className="text-base font-semibold">
            {title}
          </h2>
          {description ? <p className="mt-1 text-sm text-muted-foreground">{description}</p> : null}
        </div>
        {aside}
      </div>
      {children}
    </section>
  );
}
