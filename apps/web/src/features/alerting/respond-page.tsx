import { ALERTING_MESSAGES } from "@rollcall/shared/alerting";
import { CircleCheck, LinkIcon, Megaphone } from "lucide-react";
import { type ReactNode, useEffect, useState } from "react";
import { useSearchParams } from "react-router";
import { Card } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { toastError } from "@/hooks/use-toast";
import { ApiError } from "@/lib/api";
import { timeAgo } from "@/lib/dates";
import { serverMessageOr } from "@/lib/form-errors";
import { useRespondView } from "./api/get-respond";
import { useRespondAlert } from "./api/respond-alert";
import { AnswerForm } from "./components/answer-form";
import type { AlertRespondView } from "./types";

/**
 * /alerts/respond?alert=…&token=…: the answer link an alert's SMS or email carries. No sign-in and no app shell:
 * the token is the member's key for this one alert, so a member answers from any phone in a few seconds.
 */
export function RespondPage() {
  const [params] = useSearchParams();
  const alertId = params.get("alert") ?? "";
  const token = params.get("token") ?? "";
  const view = useRespondView(alertId, token);

  useEffect(() => {
    document.title = "Can you respond? · Rollcall";
  }, []);

  let content: ReactNode;
  if (!alertId || !token || (view.isError && isLinkRefusal(view.error))) content = <InvalidLink />;
  else if (view.isPending) content = <Spinner label="Loading the alert..." className="py-12" />;
  else if (view.isError)
    content = (
      <Notice icon={LinkIcon} title="The alert could not be loaded">
        {serverMessageOr(view.error, "Check your connection, then open the link again.")}
      </Notice>
    );
  else content = <Respond view={view.data} alertId={alertId} token={token} />;

  return (
    <div className="relative isolate min-h-dvh bg-navy-900">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 -z-10 bg-[radial-gradient(ellipse_70%_45%_at_50%_-5%,rgba(0,191,255,0.25),transparent_70%),linear-gradient(180deg,var(--color-navy-900)_0%,var(--color-navy-800)_60%,var(--color-primary)_100%)]"
      />
      <div className="mx-auto flex min-h-dvh w-full max-w-md flex-col px-4 py-6 sm:justify-center sm:py-10">
        <header className="mb-5 flex items-center gap-3 text-white">
          <img
            src="/logo.svg"
            alt=""
            width={40}
            height={40}
            className="size-10 rounded-xl ring-1 ring-white/25"
          />
          <div className="min-w-0">
            <p className="truncate text-base font-semibold">{view.data?.agencyName ?? "Rollcall"}</p>
            <p className="text-xs text-navy-100">Alert</p>
          </div>
        </header>
        <main>
          <Card className="rounded-xl border-0 p-5 shadow-2xl shadow-black/30 sm:p-7">{content}</Card>
        </main>
      </div>
    </div>
  );
}

/** A link that names no alert, a wrong or used-up token, or another member's alert: all the same to a visitor. */
const isLinkRefusal = (error: unknown) =>
  error instanceof ApiError && [400, 401, 403, 404, 410].includes(error.status);

function Respond({ view, alertId, token }: { view: AlertRespondView; alertId: string; token: string }) {
  const respond = useRespondAlert(alertId, token);
  const [sent, setSent] = useState(false);
  return (
    <div className="grid gap-5">
      <div className="grid gap-2">
        <p className="inline-flex items-center gap-2 text-sm text-muted-foreground">
          <Megaphone className="size-4 text-red-700" aria-hidden="true" />
          For {view.memberName} · <time dateTime={view.createdAt}>{timeAgo(view.createdAt)}</time>
        </p>
        <h1 className="whitespace-pre-line text-xl font-semibold leading-snug text-foreground">
          {view.message}
        </h1>
      </div>
      {view.question ? (
        <section aria-labelledby="respond-question" className="grid gap-3 border-t pt-5">
          <h2 id="respond-question" className="text-lg font-semibold">
            Can you respond?
          </h2>
          {sent ? (
            <p
              role="status"
              className="flex items-center gap-2 rounded-lg bg-green-50 px-3 py-2.5 text-sm font-semibold text-green-900"
            >
              <CircleCheck className="size-5 shrink-0" aria-hidden="true" />
              {ALERTING_MESSAGES.answered}
            </p>
          ) : null}
          <AnswerForm
            size="lg"
            current={{ answer: view.answer, minutes: view.minutes }}
            pending={respond.isPending}
            onAnswer={(values) =>
              respond.mutate(values, {
                onSuccess: () => setSent(true),
                onError: (error) =>
                  toastError("Answer not sent", serverMessageOr(error, "Please try again.")),
              })
            }
          />
        </section>
      ) : (
        <p className="border-t pt-5 text-sm text-muted-foreground">{ALERTING_MESSAGES.noQuestion}.</p>
      )}
    </div>
  );
}

function InvalidLink() {
  return (
    <Notice icon={LinkIcon} title={ALERTING_MESSAGES.linkInvalid}>
      Open the latest link from your alert message, or answer in the app under Alerts.
    </Notice>
  );
}

function Notice({
  icon: Icon,
  title,
  children,
}: {
  icon: typeof LinkIcon;
  title: string;
  children: ReactNode;
}) {
  return (
    <div className="flex flex-col items-center py-6 text-center">
      <div className="mb-4 flex size-14 items-center justify-center rounded-full bg-red-100 text-danger ring-8 ring-red-50">
        <Icon className="size-6" aria-hidden="true" />
      </div>
      <h1 className="text-lg font-semibold">{title}</h1>
      <p className="mt-1.5 max-w-sm text-sm text-muted-foreground">{children}</p>
    </div>
  );
}
