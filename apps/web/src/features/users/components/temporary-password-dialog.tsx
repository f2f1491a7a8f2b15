import { Check, Copy, ShieldAlert } from "lucide-react";
import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { TitledDialog } from "@/components/ui/titled-dialog";

export type TemporaryPasswordReveal = {
  /** The spec's success title: "User Created Successfully" or "Password Reset Successfully". */
  title: string;
  memberName: string;
  password: string;
};

/**
 * Shows a temporary password long enough to hand it over: selectable, with a Copy button, until the admin
 * closes it. A click outside does not close it, so the password is not lost by accident.
 */
export function TemporaryPasswordDialog({
  reveal,
  onClose,
}: {
  reveal: TemporaryPasswordReveal | null;
  onClose: () => void;
}) {
  const inputId = useId();
  const [copied, setCopied] = useState(false);
  const [copyFailed, setCopyFailed] = useState(false);

  const close = () => {
    setCopied(false);
    setCopyFailed(false);
    onClose();
  };

  const copy = async () => {
    if (!reveal) return;
    try {
      await navigator.clipboard.writeText(reveal.password);
      setCopied(true);
      setCopyFailed(false);
    } catch {
      // Clipboard access can be refused (permissions, plain HTTP): select it for a manual copy.
      (document.getElementById(inputId) as HTMLInputElement | null)?.select();
      setCopyFailed(true);
    }
  };

  return (
    <TitledDialog
      open={reveal !== null}
      onClose={close}
      title={reveal?.title}
      description={`Give this temporary password to ${reveal?.memberName ?? ""}. They sign in with it and then choose their own password.`}
      className="max-w-md"
      onInteractOutside={(event) => event.preventDefault()}
      footer={<Button onClick={close}>Done</Button>}
    >
      <div className="grid gap-1.5">
        <Label htmlFor={inputId}>Temporary Password</Label>
        <div className="flex gap-2">
          <Input
            id={inputId}
            readOnly
            value={reveal?.password ?? ""}
            onFocus={(event) => event.currentTarget.select()}
            spellCheck={false}
            autoComplete="off"
            className="font-mono text-lg tracking-wider sm:text-base"
          />
          <Button type="button" variant="outline" onClick={copy} className="shrink-0">
            {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
            {copied ? "Copied" : "Copy"}
          </Button>
        </div>
        <p aria-live="polite" className="min-h-4 text-xs text-muted-foreground">
          {copied
            ? "Copied to the clipboard."
            : copyFailed
              ? "The password is selected: copy it with your keyboard or long-press."
              : ""}
        </p>
      </div>
      <p className="flex items-start gap-2 rounded-md border border-yellow-300 bg-yellow-50 p-3 text-sm text-yellow-900">
        <ShieldAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        <span>
          This password is shown only once. Copy it now and share it privately, never in a group chat.
        </span>
      </p>
    </TitledDialog>
  );
}
