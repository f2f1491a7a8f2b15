import type { NemsisCode, NemsisElement } from "@rollcall/shared/epcr/codes";
import { type ReactNode, useEffect, useState } from "react";
import { Button } from "@/components/ui/button";
import { CodeCombobox } from "@/components/ui/code-combobox";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import { fromLocalInput, nowLocalInput, toLocalInput } from "@/lib/dates";
import { cn } from "@/lib/utils";
import {
  codesOf,
  type NvFieldState,
  type NvWrap,
  parseDecimal,
  parseInteger,
  readNv,
  reasonsFor,
  writeNv,
} from "../utils/nv-value";
import { fieldId } from "../utils/sections";
import type { Path } from "../utils/set-in";
import { useField } from "./report-form";

/**
 * What the field holds: typed text, a number, an instant (datetime-local in the agency's zone), a date, one
 * code or several codes from a list.
 */
export type FieldKind = "text" | "integer" | "decimal" | "time" | "date" | "code" | "codes";

export type NvInputProps = {
  path: Path;
  element: NemsisElement;
  label: string;
  kind: FieldKind;
  wrap: NvWrap;
  /** The list to pick from when it is not the element's own (the starter ICD-10, RxNorm and SNOMED lists). */
  options?: readonly NemsisCode[];
  /** A code typed outside the list that the schema accepts (an ICD-10 code): returns it, or null. */
  acceptTyped?: (text: string) => string | null;
  /** The entry of a repeated section, for the field's id (a missing item links to it). */
  index?: number;
  unit?: string;
  description?: ReactNode;
  className?: string;
};

const parsers: Partial<Record<FieldKind, (text: string) => unknown>> = {
  integer: parseInteger,
  decimal: parseDecimal,
};

/**
 * One NEMSIS element as a field: its control, and where the standard allows it, a "why empty" choice (Not
 * recorded, Not applicable, or a pertinent negative such as "No Known Drug Allergy"). Choosing a NOT value
 * clears and locks the control; the value saves in report.ts's shape (utils/nv-value).
 */
export function NvInput({
  path,
  element,
  label,
  kind,
  wrap,
  options,
  acceptTyped,
  index,
  unit,
  description,
  className,
}: NvInputProps) {
  const field = useField(path);
  const state = readNv(field.value, wrap);
  const reasons = reasonsFor(element);
  const withReason = wrap !== "plain" && wrap !== "array";
  const pnAllowed = wrap === "nvpn" || wrap === "pnlist";
  const reasonChoices = withReason ? [...reasons.not, ...(pnAllowed ? reasons.pn : [])] : [];
  const id = fieldId(element, index);
  const list = options ?? codesOf(element);
  const locked = field.readOnly || Boolean(state.not);
  const parse =
    kind === "time"
      ? (t: string) => fromLocalInput(t, field.timeZone)
      : (parsers[kind] ?? ((t: string) => t));

  const write = (next: NvFieldState) => field.set(writeNv(next, wrap, parse));

  return (
    // The reason sits beside the value where the field itself is wide enough (a container query: a field in a
    // two-column row on a tablet is not), else under it.
    <div className={cn("@container", className)}>
      <div className={cn("grid gap-2", reasonChoices.length > 0 && "@md:grid-cols-[1fr_12rem]")}>
        <FormField
          label={unit ? `${label} (${unit})` : label}
          id={id}
          description={description}
          error={field.error ? fieldMessage(field.error) : undefined}
        >
          {kind === "code" || kind === "codes" ? (
            <CodeCombobox
              options={list}
              multiple={kind === "codes"}
              values={kind === "codes" ? state.values : state.value ? [state.value] : []}
              acceptTyped={acceptTyped}
              disabled={locked}
              onChange={(values) =>
                write(
                  kind === "codes"
                    ? { ...state, values, not: "" }
                    : { ...state, value: values[0] ?? "", not: "" },
                )
              }
            />
          ) : (
            <TextControl
              kind={kind}
              stored={state.value}
              timeZone={field.timeZone}
              disabled={locked}
              onText={(value) => write({ ...state, value, not: "" })}
            />
          )}
        </FormField>
        {reasonChoices.length > 0 ? (
          <FormField label={<span className="text-muted-foreground">If not given</span>}>
            <NativeSelect
              disabled={field.readOnly}
              value={state.not || state.pn}
              aria-label={`${label}: why it is empty`}
              onChange={(e) => {
                const code = e.target.value;
                const isNot = reasons.not.some((r) => r.value === code);
                if (isNot) write({ value: "", values: [], not: code, pn: "" });
                else write({ ...state, not: "", pn: code });
              }}
            >
              <option value="">—</option>
              {reasonChoices.map((r) => (
                <option key={r.value} value={r.value}>
                  {r.label}
                </option>
              ))}
            </NativeSelect>
          </FormField>
        ) : null}
      </div>
    </div>
  );
}

/** Zod's message for a value no branch of `{ value } | { not } | { pn }` takes is "Invalid input": say what to do. */
const fieldMessage = (message: string) =>
  /^Invalid/.test(message) ? "This value does not fit: check its range or format." : message;

/**
 * A typed control that keeps what is being typed while it does not parse yet ("12." on the way to "12.5", a
 * half-typed time), and shows the stored value again when it changes from elsewhere.
 */
function TextControl({
  kind,
  stored,
  timeZone,
  disabled,
  onText,
  ...aria
}: {
  kind: FieldKind;
  stored: string;
  timeZone: string | undefined;
  disabled: boolean;
  onText: (text: string) => void;
}) {
  const shown = kind === "time" ? toLocalInput(stored || null, timeZone) : stored;
  const [text, setText] = useState(shown);
  const [focused, setFocused] = useState(false);
  // While the crew types, their text stands; otherwise the field follows the content (a restored draft).
  useEffect(() => {
    if (!focused) setText(shown);
  }, [shown, focused]);
  const input = (
    <Input
      {...aria}
      type={kind === "time" ? "datetime-local" : kind === "date" ? "date" : "text"}
      inputMode={kind === "integer" ? "numeric" : kind === "decimal" ? "decimal" : undefined}
      disabled={disabled}
      value={text}
      onFocus={() => setFocused(true)}
      onBlur={() => setFocused(false)}
      onChange={(e) => {
        setText(e.target.value);
        onText(e.target.value);
      }}
    />
  );
  if (kind !== "time") return input;
  return (
    <div className="flex gap-2">
      {input}
      <Button
        type="button"
        variant="outline"
        className="h-11 shrink-0 sm:h-10"
        disabled={disabled}
        onClick={() => {
          const now = nowLocalInput(timeZone);
          setText(now);
          onText(now);
        }}
      >
        Now
      </Button>
    </div>
  );
}
