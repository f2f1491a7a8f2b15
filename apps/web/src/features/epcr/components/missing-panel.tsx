import type { MissingItem } from "@rollcall/shared/epcr/missing";
import { CircleCheck } from "lucide-react";
import { PCR_SECTIONS, screenOf } from "../utils/sections";

/**
 * "Missing before close": what the standard still wants (missingForClose, live as the crew types), each item a
 * link to its field.
 */
export function MissingPanel({
  items,
  onGo,
  open,
}: {
  items: readonly MissingItem[];
  onGo: (item: MissingItem) => void;
  open?: boolean;
}) {
  return (
    <details open={open} className="rounded-lg border bg-card shadow-sm" data-testid="missing-panel">
      <summary className="flex min-h-11 cursor-pointer items-center justify-between gap-2 px-4 py-2 text-sm font-semibold">
        Missing before close
        <span className="font-normal text-muted-foreground">{items.length}</span>
      </summary>
      {items.length === 0 ? (
        <p className="flex items-center gap-2 px-4 pb-4 text-sm text-green-800">
          <CircleCheck className="size-4" aria-hidden="true" /> Nothing missing: the report can close.
        </p>
      ) : (
        <ul className="max-h-[50vh] divide-y overflow-y-auto border-t text-sm">
          {items.map((item) => (
            <li key={`${item.element}-${item.index ?? ""}-${item.label}`}>
              <a
                href={`#${item.element}`}
                className="block px-4 py-2.5 hover:bg-muted"
                onClick={(e) => {
                  e.preventDefault();
                  onGo(item);
                }}
              >
                <span className="font-medium">{item.label}</span>
                <span className="block text-xs text-muted-foreground">
                  {PCR_SECTIONS.find((s) => s.key === screenOf(item))?.title}
                </span>
              </a>
            </li>
          ))}
        </ul>
      )}
    </details>
  );
}
