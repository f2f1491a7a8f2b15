import { type ReactNode, useId } from "react";

/** A titled part of the incident form (Report, NFIRS data, ...): a small uppercase h3 naming the region. */
export function FormSection({
  title,
  note,
  children,
}: {
  title: string;
  /** Shown under the title (say, why the part does not apply). */
  note?: ReactNode;
  children: ReactNode;
}) {
  const id = useId();
  const heading = (
    <h3 id={id} className="text-sm font-semibold uppercase tracking-wide text-muted-foreground">
      {title}
    </h3>
  );
  return (
    <section aria-labelledby={id} className="grid gap-4">
      {note === undefined ? (
        heading
      ) : (
        <div className="grid gap-1">
          {heading}
          {note}
        </div>
      )}
      {children}
    </section>
  );
}
