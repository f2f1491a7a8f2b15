import { API_KEY_MESSAGES, type ApiKeyDto, describeScopes } from "@rollcall/shared/integrations";
import { ExternalLink, KeyRound, Plus } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { CardDetail, CardDetails, CardListHeading } from "@/components/ui/data-table";
import { DeleteDialog } from "@/components/ui/delete-dialog";
import { useAgencyTimeZone } from "@/features/agencies";
import { formatMoment } from "@/lib/dates";
import { useUser } from "@/lib/session";
import { useApiKeys } from "../api/get-api-keys";
import { useRevokeApiKey } from "../api/revoke-api-key";
import { CreateApiKeyDialog } from "./create-api-key-dialog";
import { CreatedDetail, IntegrationListCard } from "./integration-list-card";

/** The list's "rck_3fA9xQ…": the key's first characters, to tell keys apart. */
const shownStart = (key: ApiKeyDto) => `${key.start}…`;

/**
 * Settings → API Keys (admins; issue 18, Standard and Pro): the keys the agency's own programs use, each with
 * what it may do, when it was made and last used, and Revoke; Create API Key shows a new key once. On a plan
 * without API access, the server's 402 and the way to a plan.
 */
export function ApiKeysCard() {
  const { user } = useUser();
  const { timeZone } = useAgencyTimeZone(user?.agencyId);
  const keys = useApiKeys();
  const revoke = useRevokeApiKey();
  const [creating, setCreating] = useState(false);
  const [revoking, setRevoking] = useState<ApiKeyDto | null>(null);

  return (
    <IntegrationListCard
      title="API Keys"
      description="Keys let your agency's own programs and integrations use the Rollcall API. A key acts for your agency, with only the access you choose for it."
      query={keys}
      aside={
        <a
          href="/api/docs"
          target="_blank"
          rel="noopener"
          className="inline-flex min-h-11 items-center gap-1.5 text-sm font-medium text-primary underline-offset-4 hover:underline sm:min-h-9"
        >
          API reference
          <ExternalLink className="size-4" aria-hidden="true" />
          <span className="sr-only">(opens in a new tab)</span>
        </a>
      }
      action={
        <Button onClick={() => setCreating(true)}>
          <Plus aria-hidden="true" />
          Create API Key
        </Button>
      }
      loadingLabel="Loading API keys..."
      errorTitle={API_KEY_MESSAGES.loadFailed}
      empty={{
        icon: KeyRound,
        title: "No API keys yet",
        description: "Create a key for each program that connects to Rollcall, so each can be revoked alone.",
      }}
      listLabel="API keys"
      itemKey={(key) => key.id}
      item={(key) => (
        <>
          <CardListHeading
            title={<span className="[overflow-wrap:anywhere]">{key.name}</span>}
            subtitle={describeScopes(key.scopes)}
            badge={
              <Button
                variant="outline"
                size="sm"
                className="h-11 shrink-0 sm:h-9"
                aria-label={`Revoke ${key.name}`}
                onClick={() => setRevoking(key)}
              >
                Revoke
              </Button>
            }
          />
          <CardDetails className="sm:grid-cols-3">
            <CardDetail label="Key" className="col-span-2 sm:col-span-1">
              <dd className="font-mono">{shownStart(key)}</dd>
            </CardDetail>
            <CreatedDetail at={key.createdAt} by={key.createdBy} timeZone={timeZone} />
            <CardDetail label="Last used">
              <dd>{key.lastUsedAt ? formatMoment(key.lastUsedAt, timeZone) : "Never used"}</dd>
            </CardDetail>
          </CardDetails>
        </>
      )}
    >
      <CreateApiKeyDialog open={creating} onClose={() => setCreating(false)} />
      <DeleteDialog
        target={revoking}
        onClose={() => setRevoking(null)}
        title="Revoke API Key"
        description={API_KEY_MESSAGES.revokeConfirm}
        confirmLabel="Revoke"
        pendingLabel="Revoking..."
        remove={(key) => revoke.mutateAsync(key.id)}
        pending={revoke.isPending}
        deleted={API_KEY_MESSAGES.revoked}
        failure={() => [API_KEY_MESSAGES.errorTitle, API_KEY_MESSAGES.revokeFailed]}
        summary={(key) => (
          <>
            <p className="font-medium [overflow-wrap:anywhere]">{key.name}</p>
            <p className="text-muted-foreground">
              <span className="font-mono">{shownStart(key)}</span> · {describeScopes(key.scopes)}
            </p>
          </>
        )}
      />
    </IntegrationListCard>
  );
}
