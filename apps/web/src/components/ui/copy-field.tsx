import { Check, Copy } from "lucide-react";
import { type ReactNode, useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { toast, toastError } from "@/hooks/use-toast";
import { cn } from "@/lib/utils";

type CopyFieldProps = {
  label: string;
  /** What is shown and copied: a link, a temporary password, an API key. */
  value: string;
  /** The toast after a copy ("Link copied", "Copied to the clipboard"). */
  copied: { title: string; description?: string };
  /** The failure toast's text when the browser refuses the clipboard; the value is then selected instead. */
  copyFailed: string;
  /** Classes of the input (the text's size and spacing); it is always monospace. */
  inputClassName?: string;
  /** A line under the field. */
  help?: ReactNode;
};

/**
 * A value to hand on, read-only and in monospace, with a Copy button: the calendar link, a temporary
 * password, a new API key. Focusing the field selects it all; when clipboard access is refused (permissions,
 * plain HTTP) the value is selected for a manual copy.
 */
export function CopyField({ label, value, copied, copyFailed, inputClassName, help }: CopyFieldProps) {
  const id = useId();
  const [done, setDone] = useState(false);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setDone(true);
      toast(copied);
    } catch {
      (document.getElementById(id) as HTMLInputElement | null)?.select();
      toastError("Copy failed", copyFailed);
    }
  };

  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <div className="flex gap-2">
        <Input
          id={id}
          readOnly
          value={value}
          onFocus={(event) => event.currentTarget.select()}
          spellCheck={false}
          autoComplete="off"
          aria-describedby={help ? `${id}-help` : undefined}
          className={cn("font-mono", inputClassName)}
        />
        <Button type="button" variant="outline" onClick={copy} className="shrink-0">
          {done ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
          {done ? "Copied" : "Copy"}
        </Button>
      </div>
      {help ? (
        <p id={`${id}-help`} className="text-xs text-muted-foreground">
          {help}
        </p>
      ) : null}
    </div>
  );
}
