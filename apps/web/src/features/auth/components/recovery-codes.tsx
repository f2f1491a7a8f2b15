import { Copy } from "lucide-react";
import { Button } from "@/components/ui/button";
import { toast, toastError } from "@/hooks/use-toast";

/** Ten recovery codes, shown once: each signs in once in place of a code, if the phone is lost. */
export function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(codes.join("\n"));
      toast({ title: "Copied", description: "Keep your recovery codes somewhere safe." });
    } catch {
      toastError("Copy failed", "Select the codes and copy them yourself.");
    }
  };
  return (
    <section className="grid gap-4" aria-labelledby="recovery-codes-title">
      <div className="grid gap-1.5">
        <h3 id="recovery-codes-title" className="text-base font-semibold">
          Save Your Recovery Codes
        </h3>
        <p className="text-sm text-muted-foreground">
          If you lose your phone or passkey, each code signs you in once. They are shown only now: print them
          or keep them in a password manager.
        </p>
      </div>
      <ul
        aria-label="Recovery codes"
        className="grid grid-cols-2 gap-2 rounded-md bg-muted p-3 font-mono text-sm"
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div className="grid gap-2 sm:grid-cols-2">
        <Button type="button" variant="outline" onClick={copy}>
          <Copy aria-hidden="true" />
          Copy Codes
        </Button>
        <Button type="button" onClick={onDone}>
          I Saved My Codes
        </Button>
      </div>
    </section>
  );
}
