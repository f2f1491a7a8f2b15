/**
 * Alerting's public face: keeping members' unverified phone numbers (a member import). Other code imports this
 * module only from here (LAYERS.md).
 */
export { keepUnverifiedPhones } from "./phones.queries";
