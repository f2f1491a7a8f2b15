import { CloudOff } from "lucide-react";
import type { ReactNode } from "react";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { OFFLINE_TEXT } from "@/lib/connectivity";

export type WaitingItem = { id: string; title: ReactNode; detail?: ReactNode };

/**
 * Records the member made offline that the server does not have yet (issue 15: the UI shows a queued write at
 * once and marks it pending). They leave this list when the queue is sent and arrive in the real one.
 */
export function WaitingToSyncCard({ title, items }: { title: string; items: WaitingItem[] }) {
  if (!items.length) return null;
  return (
    <Card className="border-orange-200 bg-orange-50/40" aria-label={title} role="region">
      <CardHeader className="pb-3">
        <CardTitle className="flex items-center gap-2 text-base">
          <CloudOff className="size-4 text-orange-700" aria-hidden="true" />
          {title}
        </CardTitle>
        <CardDescription>Saved on this device. They are sent when the connection returns.</CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="divide-y divide-orange-100">
          {items.map((item) => (
            <li key={item.id} className="flex items-start justify-between gap-3 py-2.5 first:pt-0 last:pb-0">
              <div className="min-w-0">
                <p className="font-medium text-foreground break-words">{item.title}</p>
                {item.detail ? (
                  <p className="text-sm text-muted-foreground break-words">{item.detail}</p>
                ) : null}
              </div>
              <Badge variant="offline" className="shrink-0">
                {OFFLINE_TEXT.waitingToSync}
              </Badge>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
