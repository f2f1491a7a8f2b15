/** Stored certification status; the displayed state (Expired / Expiring Soon / Active) is computed from expirationDate. */
export const CERTIFICATION_STATUSES = ["active", "expired", "pending"] as const;
export type CertificationStatus = (typeof CERTIFICATION_STATUSES)[number];

/** Days before expiry at which a certification counts as expiring soon. */
export const EXPIRING_SOON_DAYS = 30;
