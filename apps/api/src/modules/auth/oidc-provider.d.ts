/**
 * The part of oidc-provider (v9, a devDependency: oidc.test.ts runs a real OpenID provider with it) the tests
 * use; the package ships no type declarations and @types/oidc-provider lags its major versions.
 */
declare module "oidc-provider" {
  import type { IncomingMessage, ServerResponse } from "node:http";

  export type AccountClaims = { sub: string; [claim: string]: unknown };
  export type Account = { accountId: string; claims: (use: string, scope: string) => Promise<AccountClaims> };

  export type Configuration = {
    clients?: Array<Record<string, unknown>>;
    claims?: Record<string, string[] | null>;
    pkce?: { required?: (ctx: unknown, client: unknown) => boolean };
    cookies?: { keys?: string[] };
    features?: Record<string, { enabled: boolean } & Record<string, unknown>>;
    ttl?: Record<string, number>;
    conformIdTokenClaims?: boolean;
    findAccount?: (ctx: unknown, id: string) => Promise<Account | undefined>;
  };

  export default class Provider {
    constructor(issuer: string, configuration?: Configuration);
    callback(): (req: IncomingMessage, res: ServerResponse) => void;
    /** Ends an interaction (the provider's own sign-in page calls it): `login.amr` becomes the ID token's `amr`. */
    interactionFinished(
      req: IncomingMessage,
      res: ServerResponse,
      result: Record<string, unknown>,
      options?: { mergeWithLastSubmission?: boolean },
    ): Promise<void>;
  }
}
