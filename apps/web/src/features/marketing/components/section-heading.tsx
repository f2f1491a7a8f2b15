import type { ReactNode } from "react";
import { cn } from "@/lib/utils";

/** Eyebrow, h2 and lead paragraph used by every marketing section; `id` labels the section. */
export function SectionHeading({
  id,
  eyebrow,
  title,
  description,
  tone = "light",
  className,
}: {
  id: string;
  eyebrow?: string;
  title: string;
  description?: string;
  tone?: "light" | "dark";
  className?: string;
}) {
  const dark = tone === "dark";
  return (
    <div className={cn("mx-auto max-w-2xl text-center", className)}>
      {eyebrow && (
        <p
          className={cn(
            "text-sm font-semibold uppercase tracking-wider",
            dark ? "text-accent" : "text-sky-700",
          )}
        >
          {eyebrow}
        </p>
      )}
      <h2
        id={id}
        className={cn(
          "mt-2 text-balance text-3xl font-bold tracking-tight sm:text-4xl",
          dark ? "text-white" : "text-foreground",
        )}
      >
        {title}
      </h2>
      {description && (
        <p
          className={cn(
            "mt-4 text-pretty text-base sm:text-lg",
            dark ? "text-navy-100" : "text-muted-foreground",
          )}
        >
          {description}
        </p>
      )}
    </div>
  );
}

/**
 * A marketing section in the page's column: its heading (whose id labels the section) over the content.
 * `anchor` makes it a target of the header's in-page links.
 */
export function MarketingSection({
  id,
  anchor,
  eyebrow,
  title,
  description,
  width = "max-w-6xl",
  className,
  children,
}: {
  id: string;
  anchor?: string;
  eyebrow: string;
  title: string;
  description?: string;
  width?: "max-w-6xl" | "max-w-4xl" | "max-w-3xl";
  className?: string;
  children: ReactNode;
}) {
  return (
    <section
      id={anchor}
      aria-labelledby={id}
      className={cn(anchor && "scroll-mt-20", "py-20 sm:py-24", className)}
    >
      <div className={cn("mx-auto w-full px-4 sm:px-6 lg:px-8", width)}>
        <SectionHeading id={id} eyebrow={eyebrow} title={title} description={description} />
        {children}
      </div>
    </section>
  );
}
