import { API_KEY_MESSAGES } from "@rollcall/shared/integrations";
import { type ReactNode, useState } from "react";
import { Button } from "@/components/ui/button";
import { CopyField } from "@/components/ui/copy-field";
import { TitledDialog } from "@/components/ui/titled-dialog";

type ShownOnceDialogProps<T> = {
  open: boolean;
  onClose: () => void;
  /** The form's title and line. */
  title: string;
  description: string;
  /** The title and line once made, over the secret. */
  createdTitle: string;
  createdDescription: string;
  className?: string;
  /** The dialog's classes once made, when the secret's part wants another width. */
  createdClassName?: string;
  /** The form, rendered while the dialog is open (each opening starts afresh); `onCreated` with the answer. */
  form: (props: { onCreated: (created: T) => void; onCancel: () => void }) => ReactNode;
  /** What the answer holds this one time (an API key, a signing secret) to copy, and how to use it. */
  created: (created: T) => ReactNode;
};

/**
 * A dialog that makes something whose secret the server answers once (Create API Key, Add Webhook): the form,
 * then the secret with Done. Closing forgets it, and a click beside the dialog must not lose it.
 */
export function ShownOnceDialog<T>({
  open,
  onClose,
  title,
  description,
  createdTitle,
  createdDescription,
  className,
  createdClassName = className,
  form,
  created: renderCreated,
}: ShownOnceDialogProps<T>) {
  const [created, setCreated] = useState<T | null>(null);
  const close = () => {
    setCreated(null);
    onClose();
  };
  return (
    <TitledDialog
      open={open}
      onClose={close}
      title={created ? createdTitle : title}
      description={created ? createdDescription : description}
      className={created ? createdClassName : className}
      onInteractOutside={created ? (event) => event.preventDefault() : undefined}
      footer={created ? <Button onClick={close}>Done</Button> : undefined}
    >
      {created ? renderCreated(created) : open ? form({ onCreated: setCreated, onCancel: close }) : null}
    </TitledDialog>
  );
}

/**
 * The top of a ShownOnceDialog's second step: what was made (its name and a line about it) and its secret to
 * copy ("API Key", "Signing secret").
 */
export function ShownOnceSecret({
  name,
  detail,
  label,
  secret,
}: {
  name: string;
  detail: string;
  label: string;
  secret: string;
}) {
  return (
    <>
      <p className="rounded-md border bg-muted/40 px-3 py-2 text-sm [overflow-wrap:anywhere]">
        <span className="font-medium text-foreground">{name}</span>{" "}
        <span className="text-muted-foreground">· {detail}</span>
      </p>
      <CopyField
        label={label}
        value={secret}
        copied={{ title: API_KEY_MESSAGES.copied }}
        copyFailed={`The ${label.toLowerCase()} is selected: copy it with your keyboard or long-press.`}
        inputClassName="text-sm sm:text-sm"
      />
    </>
  );
}
