import type { LucideIcon } from "lucide-react";
import { type ReactNode, useId } from "react";
import { EmptyState } from "@/components/ui/empty-state";
import { Heading, HeadingScope } from "@/components/ui/heading";

/** A titled card of a page (an h2 under the page's h1, with an optional line under it); its content's headings sit below. */
export function SectionCard({
  title,
  description,
  padded = false,
  children,
}: {
  title: string;
  description?: string;
  /** Pads the content (a form); leave off for content with its own spacing (an empty state, a table). */
  padded?: boolean;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="rounded-lg border bg-card shadow-sm">
      <div className="border-b px-5 py-4 sm:px-6">
        <Heading id={id} className="text-base font-semibold">
          {title}
        </Heading>
        {description ? <p className="mt-1 text-sm text-muted-foreground">{description}</p> : null}
      </div>
      <HeadingScope>{padded ? <div className="px-5 py-5 sm:px-6">{children}</div> : children}</HeadingScope>
    </section>
  );
}

/** A titled card with nothing in it yet: the spec's empty text under the title. */
export function EmptySectionCard({
  title,
  icon,
  empty,
  description,
}: {
  title: string;
  icon: LucideIcon;
  empty: string;
  description?: string;
}) {
  return (
    <SectionCard title={title}>
      <EmptyState icon={icon} title={empty} description={description} />
    </SectionCard>
  );
}
