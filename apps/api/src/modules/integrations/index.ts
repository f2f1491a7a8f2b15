/**
 * Integrations' public face: nothing of it is used outside the module (app.ts mounts its routes; the webhook
 * queue is lib/webhooks.ts). Other code imports this module only from here (modules/registry.ts: the layers).
 */
export {};
