/** What the settings page shows of integrations: the API keys and webhooks cards. */
export { ApiKeysCard } from "./components/api-keys-card";
export { WebhooksCard } from "./components/webhooks-card";
