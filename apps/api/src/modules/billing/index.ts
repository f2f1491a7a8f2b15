/**
 * Billing's public face: nothing of it is used outside the module (app.ts mounts its routes). Other code
 * imports this module only from here (modules/registry.ts: the layers).
 */
export {};
