import type * as React from "react";
import { cn } from "@/lib/utils";

/** A multi-line text box with the look of Input (border, focus ring, the red border when invalid). */
export function Textarea({ className, rows = 3, ...props }: React.ComponentProps<"textarea">) {
  return (
    <textarea
      rows={rows}
      className={cn(
        "flex w-full rounded-md border border-input bg-card px-3 py-2 text-base text-foreground shadow-xs placeholder:text-muted-foreground focus-visible:outline-2 focus-visible:outline-ring aria-[invalid=true]:border-destructive sm:text-sm",
        className,
      )}
      {...props}
    />
  );
}
