/**
 * Live updates' public face: nothing of it is used outside the module (app.ts mounts its routes; the hub is
 * lib/live.ts). Other code imports this module only from here (modules/registry.ts: the layers).
 */
export {};
