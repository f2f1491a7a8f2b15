import type { MailOutbox, MailOutboxMessage } from "@rollcall/shared/universe";
import { ChevronRight, Inbox } from "lucide-react";
import { CopyField } from "@/components/ui/copy-field";
import { EmptyState } from "@/components/ui/empty-state";
import { FormWarning } from "@/components/ui/form-warning";
import { QueryState } from "@/components/ui/query-state";
import { SectionCard } from "@/components/ui/section-card";
import { formatDateTime } from "@/lib/dates";
import { useMailOutbox } from "../api/get-mail-outbox";

/** The links of a message (reset, sign-in), each offered for copying. */
const linksOf = (text: string) => [...new Set(text.match(/https?:\/\/[^\s<>"]+/g) ?? [])];

/**
 * Universe Admin's mail outbox: without SMTP_URL, what the installation would have mailed (reset links,
 * invitations with their temporary passwords) is kept here 7 days, for an operator to pass on; newest first.
 */
export function MailOutboxCard() {
  const outbox = useMailOutbox();
  return (
    <SectionCard
      title="Mail outbox"
      description="Messages this installation could not send, for you to pass on to whom they were for."
    >
      <QueryState
        query={outbox}
        framed={false}
        loadingLabel="Loading the mail outbox..."
        errorTitle="The mail outbox could not be loaded"
      >
        {() => <OutboxMessages data={outbox.data as MailOutbox} />}
      </QueryState>
    </SectionCard>
  );
}

function OutboxMessages({ data }: { data: MailOutbox }) {
  return (
    <div className="grid grid-cols-1 gap-4 p-4">
      {data.mailConfigured ? (
        <p className="text-sm text-muted-foreground">
          Mail is sent over SMTP on this installation, so nothing new is kept here.
        </p>
      ) : (
        <FormWarning title="Mail is not configured on this installation">
          <p>
            Without SMTP_URL, password-reset links, invitations and notices are not emailed: each is kept here
            for {data.keptDays} days, then deleted. The links and temporary passwords in them are secrets:
            give them only to whom they were for.
          </p>
        </FormWarning>
      )}
      {data.messages.length ? (
        <ul className="grid grid-cols-1 gap-2">
          {data.messages.map((message) => (
            <li key={message.id}>
              <OutboxMessage message={message} />
            </li>
          ))}
        </ul>
      ) : (
        <EmptyState
          icon={Inbox}
          title="No messages kept"
          description={`Messages from the last ${data.keptDays} days appear here.`}
        />
      )}
    </div>
  );
}

function OutboxMessage({ message }: { message: MailOutboxMessage }) {
  const links = linksOf(message.text);
  return (
    <details className="group min-w-0 rounded-lg border">
      <summary className="flex min-h-11 cursor-pointer list-none items-start gap-2 p-3 [&::-webkit-details-marker]:hidden">
        <ChevronRight
          className="mt-0.5 size-4 shrink-0 text-muted-foreground transition-transform group-open:rotate-90"
          aria-hidden="true"
        />
        <div className="grid min-w-0 flex-1 grid-cols-1 gap-0.5 sm:grid-cols-[minmax(0,14rem)_minmax(0,1fr)_auto] sm:gap-4">
          <span className="truncate font-medium">{message.recipient}</span>
          <span className="min-w-0 truncate text-sm sm:text-base">{message.subject}</span>
          <span className="text-xs text-muted-foreground sm:text-right sm:text-sm">
            {message.agencyName ? `${message.agencyName} · ` : ""}
            <time dateTime={message.createdAt}>{formatDateTime(message.createdAt, undefined)}</time>
          </span>
        </div>
      </summary>
      <div className="grid grid-cols-1 gap-3 border-t p-3">
        <dl className="grid grid-cols-1 gap-1 text-sm sm:grid-cols-[6rem_minmax(0,1fr)]">
          <dt className="text-muted-foreground">To</dt>
          <dd className="break-all">{message.recipient}</dd>
          <dt className="text-muted-foreground">Agency</dt>
          <dd>{message.agencyName ?? "None yet (a sign-up)"}</dd>
        </dl>
        <pre className="whitespace-pre-wrap rounded-md [overflow-wrap:anywhere] bg-muted/50 p-3 font-sans text-sm">
          {message.text}
        </pre>
        {links.map((link) => (
          <CopyField
            key={link}
            label="Link in this message"
            value={link}
            copied={{ title: "Link copied" }}
            copyFailed="The browser did not allow copying: the link is selected, copy it with the keyboard."
            inputClassName="text-xs"
          />
        ))}
      </div>
    </details>
  );
}
