/**
 * Codes a crew may type beside the starter lists, checked against the shared schema's patterns (report.ts), so a
 * picker keeps only what saves.
 */
const upper = (t: string) => t.trim().toUpperCase();
const matching = (re: RegExp) => (text: string) => (re.test(upper(text)) ? upper(text) : null);

export const typedIcd10 = matching(/^[A-Z][0-9][0-9A-Z](\.[0-9A-Z]{1,4})?$/);
export const typedImpression = matching(
  /^((R[0-6][0-9](\.[0-9]{1,4})?|R73\.9|R99)|[A-QSTUZ][0-9][0-9A-Z](\.[0-9A-Z]{1,4})?)$/,
);
export const typedInjuryCause = matching(/^[TV-Y][0-9]{2}(\.[0-9A-Z]{1,4})?$/);
export const typedRxNorm = matching(/^[0-9]{2,9}$/);
export const typedSnomed = matching(/^[0-9]{6,18}$/);
