import { Lock } from "lucide-react";
import { Card } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";

/**
 * The screen a member sees on a page their role may not open: "Access Denied: <the spec's sentence>", in one
 * element so it reads as one message. The server refuses the same calls on its own.
 */
export function AccessDenied({ message }: { message: string }) {
  return (
    <Card>
      <EmptyState
        icon={Lock}
        tone="danger"
        title={
          <>
            Access Denied: <span className="font-normal">{message}</span>
          </>
        }
      />
    </Card>
  );
}
