/**
 * Agency branding routes (spec 02 §7 Settings): the upload URL, the folder store's upload endpoint, setting
 * the logo (admins) and reading it (the agency's members). The flow and its checks: branding.service.ts.
 */
import { agencySchema } from "@rollcall/shared/agencies";
import {
  BRANDING_MESSAGES,
  brandColorsSchema,
  hostBrandSchema,
  logoUpdateSchema,
  uploadUrlSchema,
} from "@rollcall/shared/branding";
import type { FastifyReply } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { AppError, conflict, forbidden, notFound } from "../../lib/errors";
import { fileAnswer, noContent } from "../../lib/http";
import { createStorage, type StoredFile, UPLOAD_ENDPOINT, UploadRefused } from "../../lib/storage";
import {
  createUploadUrl,
  hostBrand,
  readAgencyLogo,
  readHostLogo,
  setAgencyLogo,
  setBrandColors,
  UPLOAD_MAX_BYTES,
  uploadPrefix,
} from "./branding.service";

const agencyParams = z.object({ agencyId: z.uuid() });
const tooLarge = () =>
  new AppError(413, BRANDING_MESSAGES.fileTooLarge, { file: BRANDING_MESSAGES.fileTooLarge });

export const brandingRoutes: FastifyPluginAsyncZod = async (app) => {
  // The installation's own host name (PUBLIC_URL's) serves every agency: it never shows one agency's brand,
  // even if a row names it (universe refuses to set it).
  const ownHost = new URL(app.env.publicUrl).hostname;
  const storage = createStorage(app.env);

  // Step 1: where to send the file. With S3 a presigned PUT of one new key; otherwise our own endpoint.
  app.post(
    UPLOAD_ENDPOINT,
    {
      config: { access: "admin" },
      schema: { summary: "Get a link to upload a file", response: { 200: uploadUrlSchema } },
    },
    async (request) => createUploadUrl(request.scope, storage),
  );

  // Step 2 (folder store only): the browser PUTs the file's bytes, any content type, up to 5 MB, once.
  const uploadEndpoint: FastifyPluginAsyncZod = async (uploads) => {
    // The raw body, streamed to storage (not parsed, not held in memory): for this route only.
    uploads.removeAllContentTypeParsers();
    uploads.addContentTypeParser("*", (_request, _payload, done) => done(null));
    uploads.put(
      UPLOAD_ENDPOINT,
      {
        config: { access: "admin" },
        schema: {
          summary: "Upload a file's bytes to its link",
          querystring: z.object({ token: z.string().max(4096) }),
          response: noContent("Stored, as S3 answers a PUT (no body)", 200),
        },
      },
      async (request, reply) => {
        const receive = storage.receiveUpload?.bind(storage);
        if (!receive) throw notFound();
        const { token } = request.query;
        // The key the token claims must be one of the caller's agency's (the signature is checked next).
        const key = storage.uploadKeyOf(`${UPLOAD_ENDPOINT}?token=${encodeURIComponent(token)}`);
        if (!key) throw forbidden(BRANDING_MESSAGES.uploadLinkInvalid);
        if (!key.startsWith(uploadPrefix(request.scope.agencyId))) throw notFound();
        if (Number(request.headers["content-length"]) > UPLOAD_MAX_BYTES) throw tooLarge();
        const declared = request.headers["content-type"];
        const contentType =
          typeof declared === "string" && declared.length <= 200 ? declared : "application/octet-stream";
        try {
          await receive(token, request.raw, contentType);
        } catch (error) {
          if (!(error instanceof UploadRefused)) {
            const code = (error as NodeJS.ErrnoException).code ?? "";
            // A body cut off by the client is the client's failure, not ours.
            if (code.startsWith("ERR_STREAM") || code === "ECONNRESET")
              throw new AppError(400, BRANDING_MESSAGES.uploadFailed);
            throw error;
          }
          switch (error.reason) {
            case "too-large":
              throw tooLarge();
            case "used":
              throw conflict(BRANDING_MESSAGES.uploadLinkUsed);
            case "expired":
              throw forbidden(BRANDING_MESSAGES.uploadLinkExpired);
            default:
              throw forbidden(BRANDING_MESSAGES.uploadLinkInvalid);
          }
        }
        // As S3 answers a PUT: 200 with no body.
        return reply.status(200).send();
      },
    );
  };
  await app.register(uploadEndpoint);

  // Step 3: the uploaded file becomes the agency's logo (checked by its bytes); the updated agency.
  app.put(
    "/api/agencies/:agencyId/logo",
    {
      config: { access: "admin" },
      schema: { params: agencyParams, body: logoUpdateSchema, response: { 200: agencySchema } },
    },
    async (request) => setAgencyLogo(request.scope, request.params.agencyId, request.body.logoURL, storage),
  );

  // The logo itself, for the agency's members (the sidebar, the header, the settings card).
  app.get(
    "/api/agencies/:agencyId/logo",
    {
      schema: { params: agencyParams, response: fileAnswer("image/*", "The logo, in its stored image type") },
    },
    async (request, reply) =>
      sendLogo(reply, await readAgencyLogo(request.scope, request.params.agencyId, storage), "private"),
  );

  // White-label (Pro): the agency's own colours, readable with the theme's text on them (the schema checks).
  app.patch(
    "/api/agencies/:agencyId/brand-colors",
    {
      config: { access: "admin", feature: "whiteLabel" },
      schema: { params: agencyParams, body: brandColorsSchema, response: { 200: agencySchema } },
    },
    async (request) => setBrandColors(request.scope, request.params.agencyId, request.body),
  );

  // The brand of the agency this host name serves (the sign-in page before anyone signs in), or null.
  app.get(
    "/api/brand",
    { config: { access: "public" }, schema: { response: { 200: hostBrandSchema } } },
    async (request, reply) => {
      const brand =
        request.hostname === ownHost
          ? { brand: null }
          : await hostBrand(app.db, app.env.AGENCY_HOSTS, request.hostname);
      // Differs by host: a shared cache must key it by host.
      return reply.header("Cache-Control", "no-cache").header("Vary", "Host").send(brand);
    },
  );

  app.get(
    "/api/brand/logo",
    {
      config: { access: "public" },
      schema: { response: fileAnswer("image/*", "The logo of the agency this host name serves") },
    },
    async (request, reply) => {
      if (request.hostname === ownHost) throw notFound();
      return sendLogo(
        reply,
        await readHostLogo(app.db, app.env.AGENCY_HOSTS, request.hostname, storage),
        "public",
      );
    },
  );
};

/** A stored logo as an image no browser runs as anything else. */
function sendLogo(reply: FastifyReply, file: StoredFile, cache: "private" | "public") {
  return reply
    .header("Content-Type", file.contentType)
    .header("Content-Length", String(file.size))
    .header("Cache-Control", `${cache}, max-age=86400`)
    .header("X-Content-Type-Options", "nosniff")
    .header("Content-Security-Policy", "default-src 'none'; sandbox")
    .header("Vary", "Host")
    .send(file.stream);
}
