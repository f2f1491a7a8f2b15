/** The first 8 characters of a record id, as the users screen shortens ids. */
export const shortId = (id: string) => id.slice(0, 8);
