import {
  EQUIPMENT_MESSAGES,
  type EquipmentDetail,
  MAX_POSITION_CERTIFICATIONS,
  MAX_POSITIONS,
  positionsUpdateSchema,
  STATION_MESSAGES,
} from "@rollcall/shared/equipment";
import { ArrowDown, ArrowUp, CircleAlert, Plus, Trash2, X } from "lucide-react";
import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { DialogFooter } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import { PendingLabel } from "@/components/ui/pending-label";
import { TitledDialog } from "@/components/ui/titled-dialog";
import { toast, toastError } from "@/hooks/use-toast";
import { ApiError, isConflict, isQueued } from "@/lib/api";
import { cn } from "@/lib/utils";
import { distinctNames, useCertificationNames } from "../api/get-certification-names";
import { useRequiredCertificationNames } from "../api/get-required-certification-names";
import { useUpdatePositions } from "../api/update-positions";
import { stationFailureMessage } from "../utils/errors";

type PositionsDialogProps = {
  /** The vehicle whose seats are edited; null keeps the dialog closed. */
  item: EquipmentDetail | null;
  onClose: () => void;
};

/** Edit Positions: the apparatus' riding positions in board order, each with the certifications it requires. */
export function PositionsDialog({ item, onClose }: PositionsDialogProps) {
  return (
    <TitledDialog
      open={item !== null}
      onClose={onClose}
      title="Edit Positions"
      description={
        item
          ? `The seats of ${item.name} in the order the day's board lists them, and what each rider must hold.`
          : ""
      }
      className="max-w-2xl"
    >
      {item ? <PositionsForm key={item.id} item={item} onDone={onClose} /> : null}
    </TitledDialog>
  );
}

/** One seat being edited; `key` stays with it while it moves, `id` is the stored seat's (none: a new one). */
type Seat = { key: string; id?: string; name: string; requiredCertifications: string[] };
/** Messages under a seat's name and its certifications, by the seat's key. */
type SeatErrors = Record<string, { name?: string; certifications?: string }>;

/** What the server or the schema says of `positions.<i>.<field>`, under the seat it names. */
function seatErrors(messages: Record<string, string>, seats: Seat[]) {
  const bySeat: SeatErrors = {};
  let general: string | null = null;
  for (const [path, message] of Object.entries(messages)) {
    const [, index, field] = path.split(".");
    const seat = index !== undefined ? seats[Number(index)] : undefined;
    if (seat && field === "name") bySeat[seat.key] = { ...bySeat[seat.key], name: message };
    else if (seat && field?.startsWith("requiredCertifications"))
      bySeat[seat.key] = { ...bySeat[seat.key], certifications: message };
    else general ??= message;
  }
  return { bySeat, general };
}

function PositionsForm({ item, onDone }: { item: EquipmentDetail; onDone: () => void }) {
  const next = useRef(0);
  const newKey = () => `seat-${next.current++}`;
  const [seats, setSeats] = useState<Seat[]>(() =>
    item.positions.map((p) => ({
      key: newKey(),
      id: p.id,
      name: p.name,
      requiredCertifications: [...p.requiredCertifications],
    })),
  );
  const [errors, setErrors] = useState<SeatErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState("");
  // After a move, an addition or a removal, where the focus goes (the moved seat's button, the new name).
  const [focusId, setFocusId] = useState<string | null>(null);
  const save = useUpdatePositions();
  const held = useCertificationNames();
  const required = useRequiredCertificationNames();
  const formId = useId();
  const known = distinctNames([
    ...(held.data ?? []),
    ...(required.data ?? []),
    ...item.positions.flatMap((p) => p.requiredCertifications),
  ]);

  useEffect(() => {
    if (!focusId) return;
    document.getElementById(focusId)?.focus();
    setFocusId(null);
  }, [focusId]);

  const change = (key: string, patch: Partial<Seat>) => {
    setSeats((list) => list.map((s) => (s.key === key ? { ...s, ...patch } : s)));
    if (patch.name !== undefined && errors[key]?.name)
      setErrors((e) => ({ ...e, [key]: { ...e[key], name: undefined } }));
  };
  const move = (index: number, by: -1 | 1) => {
    const to = index + by;
    const seat = seats[index];
    if (!seat || to < 0 || to >= seats.length) return;
    const list = [...seats];
    list.splice(index, 1);
    list.splice(to, 0, seat);
    setSeats(list);
    const direction =
      by < 0 && to > 0 ? "up" : by > 0 && to < list.length - 1 ? "down" : by < 0 ? "down" : "up";
    setFocusId(`${formId}-${seat.key}-${direction}`);
    setAnnouncement(`${seat.name || "New position"} moved to seat ${to + 1} of ${list.length}`);
  };
  const add = () => {
    const key = newKey();
    setSeats((list) => [...list, { key, name: "", requiredCertifications: [] }]);
    setFocusId(`${formId}-${key}-name`);
  };
  const remove = (index: number) => {
    const seat = seats[index];
    if (!seat) return;
    const list = seats.filter((s) => s.key !== seat.key);
    setSeats(list);
    setAnnouncement(`${seat.name || "New position"} removed`);
    setFocusId(list.length ? `${formId}-${(list[index] ?? list[index - 1])?.key}-name` : `${formId}-add`);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const body = {
      positions: seats.map(({ id, name, requiredCertifications }) => ({ id, name, requiredCertifications })),
    };
    const parsed = positionsUpdateSchema.safeParse(body);
    if (!parsed.success) {
      const messages: Record<string, string> = {};
      for (const issue of parsed.error.issues) messages[issue.path.join(".")] ??= issue.message;
      const { bySeat, general } = seatErrors(messages, seats);
      setErrors(bySeat);
      setFormError(general);
      const first = seats.find((s) => bySeat[s.key]?.name);
      if (first) setFocusId(`${formId}-${first.key}-name`);
      return;
    }
    setErrors({});
    try {
      await save.mutateAsync({ equipmentId: item.id, values: body });
      toast({ title: STATION_MESSAGES.positionsSaved });
      onDone();
    } catch (error) {
      // Queued offline, or handed to "Changes not saved" with both versions: nothing is lost, the dialog closes.
      if (isQueued(error) || isConflict(error)) return onDone();
      // The list stays as edited; the refusal is shown above it, and under the seat it names.
      const fields = error instanceof ApiError ? error.fieldErrors : {};
      const { bySeat, general } = seatErrors(fields, seats);
      setErrors(bySeat);
      const message =
        general ?? (Object.keys(bySeat).length ? null : stationFailureMessage("positions", error));
      setFormError(message);
      if (message) toastError(EQUIPMENT_MESSAGES.errorTitle, message);
    }
  };

  return (
    <form noValidate aria-label="Edit Positions" className="grid min-w-0 gap-4" onSubmit={submit}>
      {formError ? (
        <div
          role="alert"
          className="flex gap-2 rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-900"
        >
          <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <p>{formError}</p>
        </div>
      ) : null}
      <p className="sr-only" aria-live="polite">
        {announcement}
      </p>
      {seats.length ? (
        <ol className="grid max-h-[55vh] gap-3 overflow-y-auto pr-1" aria-label="Riding positions">
          {seats.map((seat, index) => (
            <SeatEditor
              key={seat.key}
              formId={formId}
              seat={seat}
              index={index}
              count={seats.length}
              known={known}
              errors={errors[seat.key]}
              onChange={(patch) => change(seat.key, patch)}
              onMove={(by) => move(index, by)}
              onRemove={() => remove(index)}
            />
          ))}
        </ol>
      ) : (
        <p className="rounded-lg border border-dashed px-4 py-6 text-center text-sm text-muted-foreground">
          No riding positions. Add the seats this apparatus rides, in the order the board should list them.
        </p>
      )}
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <Button
          id={`${formId}-add`}
          type="button"
          variant="outline"
          onClick={add}
          disabled={seats.length >= MAX_POSITIONS}
        >
          <Plus aria-hidden="true" />
          Add Position
        </Button>
        <span className="text-xs text-muted-foreground">
          {seats.length >= MAX_POSITIONS
            ? STATION_MESSAGES.tooManyPositions
            : `${seats.length} of at most ${MAX_POSITIONS} seats`}
        </span>
      </div>
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={save.isPending}>
          <PendingLabel pending={save.isPending} pendingText="Saving...">
            Save Positions
          </PendingLabel>
        </Button>
      </DialogFooter>
    </form>
  );
}

type SeatEditorProps = {
  formId: string;
  seat: Seat;
  index: number;
  count: number;
  /** Certification names to choose from. */
  known: string[];
  errors?: { name?: string; certifications?: string };
  onChange: (patch: Partial<Seat>) => void;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
};

const OTHER = "\u0000other";

function SeatEditor({
  formId,
  seat,
  index,
  count,
  known,
  errors,
  onChange,
  onMove,
  onRemove,
}: SeatEditorProps) {
  const id = `${formId}-${seat.key}`;
  const label = seat.name.trim() || `seat ${index + 1}`;
  const [typing, setTyping] = useState(false);
  const [other, setOther] = useState("");
  const chosen = new Set(seat.requiredCertifications.map((c) => c.toLowerCase()));
  const offered = known.filter((n) => !chosen.has(n.toLowerCase()));
  const full = seat.requiredCertifications.length >= MAX_POSITION_CERTIFICATIONS;
  const addCertification = (name: string) => {
    const trimmed = name.trim();
    if (!trimmed || chosen.has(trimmed.toLowerCase())) return;
    onChange({ requiredCertifications: [...seat.requiredCertifications, trimmed] });
  };
  const nameError = errors?.name;
  const certError = errors?.certifications;

  return (
    <li className="grid min-w-0 gap-3 rounded-lg border bg-card p-3 sm:p-4">
      {/* The buttons share the name's row where it stays wide enough; on a phone they go under it. */}
      <div className="flex flex-wrap items-start gap-x-2 gap-y-1">
        <span
          className="mt-2.5 flex size-6 shrink-0 items-center justify-center rounded-full bg-navy-100 text-xs font-semibold text-primary sm:mt-2"
          aria-hidden="true"
        >
          {index + 1}
        </span>
        <div className="grid min-w-0 flex-1 basis-48 gap-1">
          <label htmlFor={`${id}-name`} className="sr-only">
            Name of seat {index + 1}
          </label>
          <Input
            id={`${id}-name`}
            value={seat.name}
            placeholder="e.g. Officer"
            autoComplete="off"
            maxLength={200}
            aria-invalid={nameError ? true : undefined}
            aria-describedby={nameError ? `${id}-name-error` : undefined}
            onChange={(e) => onChange({ name: e.target.value })}
          />
          {nameError ? (
            <p id={`${id}-name-error`} className="text-sm font-medium text-destructive">
              {nameError}
            </p>
          ) : null}
        </div>
        <div className="ml-auto flex shrink-0 items-center">
          <Button
            id={`${id}-up`}
            type="button"
            variant="ghost"
            size="icon"
            aria-label={`Move ${label} up`}
            disabled={index === 0}
            onClick={() => onMove(-1)}
          >
            <ArrowUp aria-hidden="true" />
          </Button>
          <Button
            id={`${id}-down`}
            type="button"
            variant="ghost"
            size="icon"
            aria-label={`Move ${label} down`}
            disabled={index === count - 1}
            onClick={() => onMove(1)}
          >
            <ArrowDown aria-hidden="true" />
          </Button>
          <Button
            type="button"
            variant="ghost"
            size="icon"
            className="text-destructive hover:bg-red-50"
            aria-label={`Remove ${label}`}
            onClick={onRemove}
          >
            <Trash2 aria-hidden="true" />
          </Button>
        </div>
      </div>
      <fieldset className="grid min-w-0 gap-2 sm:pl-8">
        <legend className="mb-2 text-xs font-medium uppercase tracking-wide text-muted-foreground">
          Required certifications
        </legend>
        {seat.requiredCertifications.length ? (
          <ul className="flex flex-wrap gap-1.5" aria-label={`Certifications ${label} requires`}>
            {seat.requiredCertifications.map((name) => (
              <li
                key={name}
                className="inline-flex min-h-8 max-w-full items-center gap-1 rounded-full bg-navy-50 pl-3 text-sm font-medium text-navy-900 ring-1 ring-navy-100"
              >
                <span className="min-w-0 truncate">{name}</span>
                <button
                  type="button"
                  className="flex size-8 shrink-0 items-center justify-center rounded-full text-navy-700 hover:bg-navy-100 focus-visible:outline-2 focus-visible:outline-ring"
                  aria-label={`Remove ${name} from ${label}`}
                  onClick={() =>
                    onChange({
                      requiredCertifications: seat.requiredCertifications.filter((c) => c !== name),
                    })
                  }
                >
                  <X className="size-3.5" aria-hidden="true" />
                </button>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-muted-foreground">None: any member may ride this seat.</p>
        )}
        {typing ? (
          <div className="flex min-w-0 gap-2">
            <label htmlFor={`${id}-other`} className="sr-only">
              Another certification {label} requires
            </label>
            <Input
              id={`${id}-other`}
              value={other}
              placeholder="Certification name, as members' certifications spell it"
              maxLength={200}
              onChange={(e) => setOther(e.target.value)}
              onKeyDown={(e) => {
                if (e.key !== "Enter") return;
                e.preventDefault();
                addCertification(other);
                setOther("");
                setTyping(false);
              }}
            />
            <Button
              type="button"
              variant="outline"
              disabled={!other.trim()}
              onClick={() => {
                addCertification(other);
                setOther("");
                setTyping(false);
              }}
            >
              Add
            </Button>
            <Button type="button" variant="ghost" onClick={() => setTyping(false)}>
              Cancel
            </Button>
          </div>
        ) : (
          <NativeSelect
            aria-label={`Add a certification ${label} requires`}
            value=""
            disabled={full}
            wrapperClassName="sm:max-w-xs"
            className={cn(certError && "border-destructive")}
            onChange={(e) => {
              const value = e.target.value;
              if (value === OTHER) {
                setTyping(true);
                requestAnimationFrame(() => document.getElementById(`${id}-other`)?.focus());
              } else addCertification(value);
            }}
          >
            <option value="">
              {full ? STATION_MESSAGES.tooManyCertifications : "Add a certification..."}
            </option>
            {offered.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
            <option value={OTHER}>Another certification...</option>
          </NativeSelect>
        )}
        {certError ? <p className="text-sm font-medium text-destructive">{certError}</p> : null}
      </fieldset>
    </li>
  );
}
