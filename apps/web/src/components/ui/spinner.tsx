import { Loader2 } from "lucide-react";
import { cn } from "@/lib/utils";

/** Full-area loading state with the screen's own text, e.g. "Loading dashboard...". */
export function Spinner({ label = "Loading...", className }: { label?: string; className?: string }) {
  return (
    <div
      role="status"
      aria-live="polite"
      className={cn("flex min-h-[40vh] flex-col items-center justify-center gap-3", className)}
    >
      <Loader2 className="size-8 animate-spin text-primary" aria-hidden="true" />
      <p className="text-sm text-muted-foreground">{label}</p>
    </div>
  );
}
