import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { useHeadingLevel } from "@/components/ui/heading";
import { cn } from "@/lib/utils";

type EmptyStateProps = {
  icon: LucideIcon;
  title: ReactNode;
  description?: ReactNode;
  /** A real action (e.g. a create button); leave out when there is nothing the person can do here. */
  action?: ReactNode;
  tone?: "default" | "danger";
  /** Heading level for the title; by default the level of where it sits (h2 under the page's h1). */
  headingLevel?: "h2" | "h3";
  className?: string;
};

/** A designed "nothing here" state: icon, the spec's empty text and an optional hint. */
export function EmptyState({
  icon: Icon,
  title,
  description,
  action,
  tone = "default",
  headingLevel,
  className,
}: EmptyStateProps) {
  const inherited = useHeadingLevel();
  const Heading = headingLevel ?? (`h${inherited}` as const);
  return (
    <div
      className={cn("flex flex-col items-center justify-center px-6 py-12 text-center sm:py-16", className)}
    >
      <div
        className={cn(
          "mb-4 flex size-14 items-center justify-center rounded-full ring-8",
          tone === "danger" ? "bg-red-100 text-danger ring-red-50" : "bg-navy-100 text-primary ring-navy-50",
        )}
      >
        <Icon className="size-6" aria-hidden="true" />
      </div>
      <Heading className="text-base font-semibold text-foreground">{title}</Heading>
      {description ? <p className="mt-1.5 max-w-sm text-sm text-muted-foreground">{description}</p> : null}
      {action ? <div className="mt-6">{action}</div> : null}
    </div>
  );
}
