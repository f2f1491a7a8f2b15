import { ALERT_ANSWER_MINUTES_MAX, ALERTING_MESSAGES, type AlertAnswer } from "@rollcall/shared/alerting";
import { Check, X } from "lucide-react";
import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { cn } from "@/lib/utils";
import type { AnswerValues } from "../api/answer-alert";
import { answerText } from "./alert-format";

type AnswerFormProps = {
  /** The answer given so far, shown above the buttons; the member may change it. */
  current: { answer: AlertAnswer | null; minutes: number | null };
  onAnswer: (values: AnswerValues) => void;
  pending: boolean;
  /** Larger controls for the answer link's page, read on a phone in a hurry. */
  size?: "default" | "lg";
  className?: string;
};

/** "Can you respond?": minutes to arrive (optional), then Yes or No. */
export function AnswerForm({ current, onAnswer, pending, size = "default", className }: AnswerFormProps) {
  const id = useId();
  const [minutes, setMinutes] = useState(current.minutes === null ? "" : String(current.minutes));
  const [error, setError] = useState<string | null>(null);
  const given = answerText(current);

  const yes = () => {
    const text = minutes.trim();
    if (text === "") return onAnswer({ answer: "yes" });
    const value = Number(text);
    if (!Number.isInteger(value) || value < 0 || value > ALERT_ANSWER_MINUTES_MAX)
      return setError(ALERTING_MESSAGES.minutes);
    setError(null);
    onAnswer({ answer: "yes", minutes: value });
  };
  const large = size === "lg";

  return (
    <div className={cn("grid gap-3", className)}>
      {given ? (
        <p className="text-sm" aria-live="polite">
          Your answer:{" "}
          <span className={cn("font-semibold", current.answer === "yes" ? "text-green-800" : "text-red-800")}>
            {given}
          </span>
        </p>
      ) : null}
      <div className="grid gap-3 sm:grid-cols-[minmax(0,10rem)_1fr] sm:items-end">
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-minutes`}>Minutes to arrive</Label>
          <Input
            id={`${id}-minutes`}
            type="number"
            inputMode="numeric"
            min={0}
            max={ALERT_ANSWER_MINUTES_MAX}
            placeholder="e.g. 10"
            value={minutes}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            className={large ? "h-12 text-base" : undefined}
            onChange={(e) => setMinutes(e.target.value)}
          />
        </div>
        <div className="grid grid-cols-2 gap-2">
          <Button
            size={large ? "lg" : "default"}
            className="bg-green-700 hover:bg-green-800"
            disabled={pending}
            onClick={yes}
          >
            <Check aria-hidden="true" />
            Yes
          </Button>
          <Button
            size={large ? "lg" : "default"}
            variant="outline"
            disabled={pending}
            onClick={() => {
              setError(null);
              onAnswer({ answer: "no" });
            }}
          >
            <X aria-hidden="true" />
            No
          </Button>
        </div>
      </div>
      {error ? (
        <p id={`${id}-error`} className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}
