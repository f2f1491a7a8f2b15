/** Course hours as the spec shows them: "1 hour", "1.5 hours", "8 hours". */
export const formatHours = (hours: number) => `${hours} ${hours === 1 ? "hour" : "hours"}`;

/** Compact hours for tables and charts: "1.5 h". */
export const formatHoursShort = (hours: number) => `${Number.isInteger(hours) ? hours : hours.toFixed(1)} h`;

/** "67%", or an em dash when there is nothing to rate. */
export const formatRate = (rate: number | null) => (rate === null ? "—" : `${rate}%`);
