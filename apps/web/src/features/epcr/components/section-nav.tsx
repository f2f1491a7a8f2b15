import { Badge } from "@/components/ui/badge";
import { cn } from "@/lib/utils";
import type { PcrSectionKey } from "../utils/sections";

/**
 * The report's screens with what each still misses: a column beside the screen from a tablet up, a row that
 * scrolls sideways above it on a phone.
 */
export function SectionNav({
  sections,
  counts,
  active,
  onChoose,
}: {
  sections: readonly { key: PcrSectionKey; title: string }[];
  counts: Record<PcrSectionKey, number>;
  active: PcrSectionKey;
  onChoose: (key: PcrSectionKey) => void;
}) {
  return (
    <nav
      aria-label="Report sections"
      className="-mx-4 overflow-x-auto px-4 md:mx-0 md:overflow-visible md:px-0"
    >
      <ul className="flex gap-2 md:flex-col md:gap-1">
        {sections.map((s) => {
          const count = counts[s.key];
          return (
            <li key={s.key} className="shrink-0">
              <button
                type="button"
                aria-current={s.key === active ? "step" : undefined}
                onClick={() => onChoose(s.key)}
                className={cn(
                  "flex min-h-11 w-full items-center justify-between gap-3 rounded-md border px-3 py-2 text-left text-sm whitespace-nowrap md:border-transparent",
                  s.key === active
                    ? "border-primary bg-primary/10 font-semibold text-foreground"
                    : "hover:bg-muted",
                )}
              >
                <span>{s.title}</span>
                {count > 0 ? (
                  <Badge variant="warning" aria-label={`${count} missing`}>
                    {count}
                  </Badge>
                ) : null}
              </button>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
