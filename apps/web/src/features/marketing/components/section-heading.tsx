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
