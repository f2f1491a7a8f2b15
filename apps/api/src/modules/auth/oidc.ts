/**
 * Single sign-on with OpenID Connect (docs/decisions/017-single-sign-on.md): the authorization code flow with
 * PKCE, state and nonce, through openid-client. Configured by OIDC_ISSUER, OIDC_CLIENT_ID and
 * OIDC_CLIENT_SECRET; the redirect URI registered at the provider is PUBLIC_URL + /api/login/callback.
 *
 * What is kept between the redirect to the provider and its answer (the PKCE code verifier, state, nonce and
 * the page to return to) travels in a short-lived cookie sealed with AES-256-GCM under a key derived from
 * the client secret: the browser cannot read or forge it, and every server instance can open it (no table,
 * no shared memory). This module proves an identity (a verified email); who that is in Rollcall, and the
 * session, are the routes' business.
 */
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";
import { SSO_DEFAULT_LABEL, type SsoError, safeNext } from "@rollcall/shared/auth";
import type { FastifyReply, FastifyRequest } from "fastify";
import type * as OpenIdClient from "openid-client";
import { z } from "zod";
import type { Env } from "../../env";

export const SSO_CALLBACK_PATH = "/api/login/callback";
export const SSO_SCOPE = "openid email profile";
/** How long the browser has to come back from the provider. */
export const SSO_TRANSACTION_MS = 10 * 60 * 1000;
export const SSO_COOKIE = "rollcall_sso";
/** Over https, like the session cookie: Secure, no Domain, path "/", so a sibling subdomain cannot plant one. */
export const SECURE_SSO_COOKIE = `__Host-${SSO_COOKIE}`;
/** Seconds to wait for the provider (discovery, token, keys, userinfo). */
const PROVIDER_TIMEOUT_SECONDS = 10;

export type SsoSettings = {
  issuer: URL;
  clientId: string;
  clientSecret: string;
  /** The button reads "Sign in with {label}". */
  label: string;
  redirectUri: string;
};

/** The settings when single sign-on is configured (env.ts has checked that all three are set, or none). */
export function ssoSettings(env: Env): SsoSettings | null {
  if (!env.OIDC_ISSUER || !env.OIDC_CLIENT_ID || !env.OIDC_CLIENT_SECRET) return null;
  return {
    issuer: new URL(env.OIDC_ISSUER),
    clientId: env.OIDC_CLIENT_ID,
    clientSecret: env.OIDC_CLIENT_SECRET,
    label: env.OIDC_DISPLAY_NAME ?? SSO_DEFAULT_LABEL,
    redirectUri: `${env.publicUrl}${SSO_CALLBACK_PATH}`,
  };
}

/** A refused single sign-on: the code the sign-in page explains, and the address when the provider gave one. */
export class SsoFailure extends Error {
  constructor(
    readonly code: SsoError,
    message: string,
    readonly email?: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

/** What the provider vouched for. */
export type SsoIdentity = {
  subject: string;
  email: string | null;
  emailVerified: boolean;
  /** The ID token's `amr` (RFC 8176): how the member proved who they are at the provider. */
  amr?: string[];
};

/**
 * RFC 8176 methods that mean more than a password at the provider: several factors, a one-time code, a key
 * (hardware or software), a biometric, a smart card. A provider that says so needs no second step here.
 */
const STRONG_AMR = new Set(["mfa", "mca", "otp", "hwk", "swk", "sc", "fpt", "face", "iris", "retina", "vbm"]);

/** Whether the provider's `amr` says more than a password. */
export const ssoIsMultiFactor = (amr: string[] | undefined) => (amr ?? []).some((m) => STRONG_AMR.has(m));

const transactionSchema = z.object({
  state: z.string(),
  nonce: z.string(),
  verifier: z.string(),
  next: z.string(),
  expiresAt: z.number(),
});
type Transaction = z.infer<typeof transactionSchema>;

/** The provider could not be reached (down, refused, timed out), as opposed to an answer we refuse. */
function isUnreachable(error: unknown) {
  if (!(error instanceof Error)) return false;
  if (error.name === "TimeoutError" || error.name === "AbortError") return true;
  return error instanceof TypeError && error.message === "fetch failed";
}

/** Some providers send email_verified as the string "true". */
const isTrue = (value: unknown) => value === true || value === "true";

/** openid-client, loaded by the first sign-in: only installations with single sign-on ever need it. */
let client: typeof OpenIdClient;

export class OidcSignIn {
  readonly #key: Buffer;
  #configuration: Promise<OpenIdClient.Configuration> | undefined;

  constructor(readonly settings: SsoSettings) {
    this.#key = Buffer.from(
      hkdfSync("sha256", settings.clientSecret, "rollcall", "single sign-on transaction cookie", 32),
    );
  }

  /**
   * The provider's configuration, discovered once and kept. A failed discovery is not kept: the next
   * sign-in tries again, so a provider that was down at start works as soon as it is back.
   */
  configuration(): Promise<OpenIdClient.Configuration> {
    if (!this.#configuration) {
      const pending = this.#discover();
      this.#configuration = pending;
      pending.catch(() => {
        if (this.#configuration === pending) this.#configuration = undefined;
      });
    }
    return this.#configuration;
  }

  async #discover() {
    client ??= await import("openid-client");
    const { issuer, clientId, clientSecret } = this.settings;
    // Plain http only reaches this point for a development provider or one on this machine (env.ts).
    const execute = issuer.protocol === "http:" ? [client.allowInsecureRequests] : [];
    const discovered = await client.discovery(
      issuer,
      clientId,
      undefined,
      client.ClientSecretBasic(clientSecret),
      {
        execute,
        timeout: PROVIDER_TIMEOUT_SECONDS,
      },
    );
    // client_secret_basic is OpenID Connect's default; a provider that lists only client_secret_post gets that.
    const methods = discovered.serverMetadata().token_endpoint_auth_methods_supported;
    const configuration =
      methods && !methods.includes("client_secret_basic") && methods.includes("client_secret_post")
        ? new client.Configuration(
            discovered.serverMetadata(),
            clientId,
            undefined,
            client.ClientSecretPost(clientSecret),
          )
        : discovered;
    for (const run of execute) run(configuration);
    configuration.timeout = PROVIDER_TIMEOUT_SECONDS;
    return configuration;
  }

  /** The provider's configuration, or the "unavailable" failure the sign-in page explains. */
  private async discovered(): Promise<OpenIdClient.Configuration> {
    try {
      return await this.configuration();
    } catch (error) {
      throw new SsoFailure("unavailable", "identity provider unreachable (discovery)", undefined, {
        cause: error,
      });
    }
  }

  /** The provider's sign-in address for a new attempt, and the sealed transaction for the cookie. */
  async start(next: string): Promise<{ url: string; transaction: string }> {
    const configuration = await this.discovered();
    const transaction: Transaction = {
      state: client.randomState(),
      nonce: client.randomNonce(),
      verifier: client.randomPKCECodeVerifier(),
      next,
      expiresAt: Date.now() + SSO_TRANSACTION_MS,
    };
    const url = client.buildAuthorizationUrl(configuration, {
      redirect_uri: this.settings.redirectUri,
      scope: SSO_SCOPE,
      code_challenge: await client.calculatePKCECodeChallenge(transaction.verifier),
      code_challenge_method: "S256",
      state: transaction.state,
      nonce: transaction.nonce,
    });
    return { url: url.href, transaction: this.#seal(transaction) };
  }

  /**
   * The provider's answer (the callback's query string) checked against the transaction: state, the code
   * exchanged with the PKCE verifier, the ID token's signature, issuer, audience and nonce. The email comes
   * from the ID token, or from userinfo when the token leaves it out.
   */
  async finish(query: string, sealed: string | undefined): Promise<{ identity: SsoIdentity; next: string }> {
    const transaction = sealed ? this.#open(sealed) : undefined;
    if (!transaction)
      throw new SsoFailure("expired", "no single sign-on transaction (missing, forged or expired)");
    const callbackUrl = new URL(this.settings.redirectUri);
    callbackUrl.search = query;
    if (callbackUrl.searchParams.get("state") !== transaction.state)
      throw new SsoFailure("expired", "state does not match the transaction");

    const configuration = await this.discovered();
    try {
      const tokens = await client.authorizationCodeGrant(configuration, callbackUrl, {
        pkceCodeVerifier: transaction.verifier,
        expectedState: transaction.state,
        expectedNonce: transaction.nonce,
        idTokenExpected: true,
      });
      const claims = tokens.claims();
      if (!claims) throw new SsoFailure("failed", "no ID token in the token response");
      let email = typeof claims.email === "string" ? claims.email : undefined;
      let verified = claims.email_verified;
      if (email === undefined) {
        const info = await client.fetchUserInfo(configuration, tokens.access_token, claims.sub);
        email = typeof info.email === "string" ? info.email : undefined;
        verified = info.email_verified;
      }
      const address = email?.trim().toLowerCase() || null;
      return {
        identity: {
          subject: claims.sub,
          email: address,
          emailVerified: !!address && isTrue(verified),
          amr: Array.isArray(claims.amr) ? claims.amr.filter((m): m is string => typeof m === "string") : [],
        },
        next: transaction.next,
      };
    } catch (error) {
      if (error instanceof SsoFailure) throw error;
      if (error instanceof client.AuthorizationResponseError) {
        const refused = ["access_denied", "login_required", "consent_required", "interaction_required"];
        throw new SsoFailure(
          refused.includes(error.error) ? "cancelled" : "failed",
          `the provider answered ${error.error}`,
          undefined,
          { cause: error },
        );
      }
      if (isUnreachable(error))
        throw new SsoFailure("unavailable", "identity provider unreachable (token exchange)", undefined, {
          cause: error,
        });
      throw new SsoFailure("failed", "the provider's answer was refused", undefined, { cause: error });
    }
  }

  #seal(transaction: Transaction): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv("aes-256-gcm", this.#key, iv);
    const body = Buffer.concat([cipher.update(JSON.stringify(transaction), "utf8"), cipher.final()]);
    return Buffer.concat([iv, cipher.getAuthTag(), body]).toString("base64url");
  }

  /** The transaction, or undefined when the cookie was altered, sealed under another secret, or is too old. */
  #open(sealed: string): Transaction | undefined {
    try {
      const bytes = Buffer.from(sealed, "base64url");
      if (bytes.length < 29) return undefined;
      const decipher = createDecipheriv("aes-256-gcm", this.#key, bytes.subarray(0, 12));
      decipher.setAuthTag(bytes.subarray(12, 28));
      const json = Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString("utf8");
      const transaction = transactionSchema.parse(JSON.parse(json));
      return transaction.expiresAt > Date.now() ? transaction : undefined;
    } catch {
      return undefined;
    }
  }
}

/** https installs (PUBLIC_URL) always mark the cookie Secure and use the __Host- name (as lib/sessions.ts). */
function isHttpsInstall(request: FastifyRequest) {
  return request.server.env.publicUrl.startsWith("https:");
}

function transactionCookie(request: FastifyRequest) {
  const https = isHttpsInstall(request);
  return { name: https ? SECURE_SSO_COOKIE : SSO_COOKIE, secure: https ? true : ("auto" as const) };
}

export function setTransactionCookie(request: FastifyRequest, reply: FastifyReply, sealed: string) {
  const { name, secure } = transactionCookie(request);
  // SameSite=Lax: the provider sends the browser back with a top-level GET, which carries it.
  reply.setCookie(name, sealed, {
    path: "/",
    httpOnly: true,
    sameSite: "lax",
    secure,
    maxAge: Math.floor(SSO_TRANSACTION_MS / 1000),
  });
}

/** The transaction cookie's value, which is cleared: one answer per attempt. */
export function takeTransactionCookie(request: FastifyRequest, reply: FastifyReply): string | undefined {
  const { name, secure } = transactionCookie(request);
  const value = request.cookies[name];
  if (value !== undefined) reply.clearCookie(name, { path: "/", secure });
  return value;
}

/** The page to return to after single sign-on: only on this site (shared `safeNext`). */
export function safeNextPath(next: string | undefined, publicUrl: string): string {
  return safeNext(next, new URL(publicUrl).origin);
}

/** The sign-in page explaining a refused single sign-on. */
export function ssoFailurePage(code: SsoError, email?: string) {
  const query = new URLSearchParams({ sso_error: code });
  if (email && (code === "unknown_email" || code === "email_unverified")) query.set("email", email);
  return `/auth?${query}`;
}
