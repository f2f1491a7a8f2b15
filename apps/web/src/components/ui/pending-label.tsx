import { LoaderCircle } from "lucide-react";
import type { ReactNode } from "react";

/** Button content that swaps to a spinner and a pending text ("Saving...", "Signing in...") while a call runs. */
export function PendingLabel({
  pending,
  pendingText,
  children,
}: {
  pending: boolean;
  pendingText: string;
  children: ReactNode;
}) {
  if (!pending) return <>{children}</>;
  return (
    <>
      <LoaderCircle className="animate-spin" aria-hidden="true" />
      {pendingText}
    </>
  );
}
