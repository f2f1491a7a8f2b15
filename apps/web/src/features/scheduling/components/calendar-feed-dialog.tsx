import { CalendarPlus, RefreshCw, Smartphone } from "lucide-react";
import { useId } from "react";
import { Button } from "@/components/ui/button";
import { CopyField } from "@/components/ui/copy-field";
import { DialogFooter } from "@/components/ui/dialog";
import { Spinner } from "@/components/ui/spinner";
import { TitledDialog } from "@/components/ui/titled-dialog";
import { toast, toastError } from "@/hooks/use-toast";
import { useCalendarFeed } from "../api/get-calendar-feed";
import { useRegenerateCalendarFeed } from "../api/regenerate-calendar-feed";

const REGENERATE_CONFIRM =
  "Regenerate your calendar link? The old link stops working, and calendars subscribed to it stop updating.";

/** The member's personal iCalendar link, with how to add it on iPhone and Android. */
export function CalendarFeedDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const feed = useCalendarFeed(open);
  const regenerate = useRegenerateCalendarFeed();
  const headingId = useId();

  return (
    <TitledDialog
      open={open}
      onClose={() => onOpenChange(false)}
      title="Subscribe to Calendar"
      description="See your own shifts in your phone's calendar. It updates by itself when the schedule changes."
      className="max-w-xl"
    >
      {feed.isPending ? (
        <Spinner label="Loading your calendar link..." className="min-h-32" />
      ) : feed.isError ? (
        <p role="alert" className="text-sm text-destructive">
          Your calendar link could not be loaded. Close this window and try again.
        </p>
      ) : (
        <div className="grid gap-5">
          <CopyField
            label="Your calendar link"
            value={feed.data.url}
            copied={{ title: "Link copied", description: "Paste it into your calendar app." }}
            copyFailed="The link is selected: copy it with your keyboard or long-press."
            inputClassName="text-xs sm:text-xs"
            help="Keep it private: anyone with this link can see your shifts."
          />
          <Button asChild variant="secondary" className="justify-self-start">
            <a href={feed.data.webcalUrl}>
              <CalendarPlus aria-hidden="true" />
              Open in Calendar App
            </a>
          </Button>
          <div className="grid gap-3 text-sm">
            <section aria-labelledby={`${headingId}-ios`} className="rounded-lg border bg-muted/30 p-3">
              <h3 id={`${headingId}-ios`} className="flex items-center gap-2 font-semibold">
                <Smartphone className="size-4" aria-hidden="true" />
                iPhone or iPad
              </h3>
              <p className="mt-1 text-muted-foreground">
                Tap <strong className="font-medium text-foreground">Open in Calendar App</strong> and confirm,
                or open Settings → Calendar → Accounts → Add Account → Other → Add Subscribed Calendar and
                paste the link.
              </p>
            </section>
            <section aria-labelledby={`${headingId}-android`} className="rounded-lg border bg-muted/30 p-3">
              <h3 id={`${headingId}-android`} className="flex items-center gap-2 font-semibold">
                <Smartphone className="size-4" aria-hidden="true" />
                Android (Google Calendar)
              </h3>
              <p className="mt-1 text-muted-foreground">
                On a computer, open calendar.google.com → Other calendars → + → From URL, paste the link and
                choose Add calendar. It then appears in the Google Calendar app on your phone.
              </p>
            </section>
          </div>
        </div>
      )}
      <DialogFooter>
        <Button
          type="button"
          variant="outline"
          disabled={!feed.data || regenerate.isPending}
          onClick={() => {
            if (!window.confirm(REGENERATE_CONFIRM)) return;
            regenerate.mutate(undefined, {
              onSuccess: () =>
                toast({ title: "Calendar link regenerated", description: "The old link no longer works." }),
              onError: () => toastError("Error", "Failed to regenerate the calendar link"),
            });
          }}
        >
          <RefreshCw aria-hidden="true" className={regenerate.isPending ? "animate-spin" : undefined} />
          Regenerate
        </Button>
        <Button type="button" onClick={() => onOpenChange(false)}>
          Done
        </Button>
      </DialogFooter>
    </TitledDialog>
  );
}
