import { Plus } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { Heading } from "@/components/ui/heading";
import { RemoveRowButton } from "@/components/ui/remove-row-button";
import { getIn, type Path } from "../utils/set-in";
import { NvInput, type NvInputProps } from "./nv-field";
import { useReportForm } from "./report-form";

/**
 * One column, two where the screen's card is wide enough for two fields side by side (a container query: the
 * card is narrower on a laptop with the sidebar and the section list than on a tablet held upright).
 */
export function FieldGrid({ children }: { children: ReactNode }) {
  return (
    <div className="@container">
      <div className="grid gap-4 @xl:grid-cols-2">{children}</div>
    </div>
  );
}

/** A part of a screen, under its own heading. */
export function Part({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="grid gap-4 border-t pt-5 first:border-t-0 first:pt-0">
      <Heading className="text-sm font-semibold tracking-wide text-muted-foreground uppercase">
        {title}
      </Heading>
      {children}
    </div>
  );
}

/**
 * A repeated entry (a vitals set, a medication given, a procedure): each numbered with a remove button, and an
 * add button that appends a new one (`fresh`: what it starts with, its time now for instance).
 */
export function Entries({
  path,
  noun,
  fresh,
  addId,
  children,
}: {
  path: Path;
  noun: string;
  /** The add button's id, when a missing item names the list itself (eDisposition.24 with no alert yet). */
  addId?: string;
  fresh: () => Record<string, unknown>;
  children: (index: number) => ReactNode;
}) {
  const form = useReportForm();
  const list = (getIn(form.content, path) as unknown[] | undefined) ?? [];
  return (
    <div className="grid gap-4">
      {list.map((_, index) => (
        // Entries have no ids of their own in the standard's shape: their place is their identity.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <div key={index} className="grid gap-4 rounded-md border p-4">
          <div className="flex items-center justify-between gap-2">
            <Heading className="font-medium">
              {noun} {index + 1}
            </Heading>
            {form.readOnly ? null : (
              <RemoveRowButton
                label={`Remove ${noun.toLowerCase()} ${index + 1}`}
                onClick={() =>
                  form.set(
                    path,
                    list.filter((__, i) => i !== index),
                  )
                }
              />
            )}
          </div>
          {children(index)}
        </div>
      ))}
      {form.readOnly ? null : (
        <div>
          <Button
            id={addId}
            type="button"
            variant="outline"
            onClick={() => form.set(path, [...list, fresh()])}
          >
            <Plus aria-hidden="true" /> Add {noun.toLowerCase()}
          </Button>
        </div>
      )}
    </div>
  );
}

/** One field of a screen: its path under the screen's (or the entry's) place, dotted ("complaints.0.text"). */
export type FieldSpec = Omit<NvInputProps, "path" | "index"> & { key: string };

/** A field's spec in one line: where, which element, what the crew calls it, how it is typed and stored. */
export const field = (
  key: string,
  element: FieldSpec["element"],
  label: string,
  kind: FieldSpec["kind"],
  wrap: FieldSpec["wrap"],
  more: Partial<FieldSpec> = {},
): FieldSpec => ({ key, element, label, kind, wrap, ...more });

const pathOf = (key: string) => key.split(".").map((k) => (/^\d+$/.test(k) ? Number(k) : k));

/** The fields of a part, in a grid; `at` is where they live (["vitals", 2]), `index` the entry's number. */
export function Fields({
  specs,
  at = [],
  index,
}: {
  specs: readonly FieldSpec[];
  at?: Path;
  index?: number;
}) {
  return (
    <FieldGrid>
      {specs.map(({ key, ...spec }) => (
        <NvInput key={key} {...spec} path={[...at, ...pathOf(key)]} index={index} />
      ))}
    </FieldGrid>
  );
}
