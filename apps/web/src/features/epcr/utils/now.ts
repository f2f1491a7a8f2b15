/** Now as the report stores an instant (ISO 8601 with its offset, UTC). */
export const nowIso = () => new Date().toISOString();
