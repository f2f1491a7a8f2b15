/**
 * Alerting's public face: keeping members' unverified phone numbers (a member import). Other code imports this
 * module only from here (modules/registry.ts: the layers).
 */
export { keepUnverifiedPhones } from "./phones.queries";
