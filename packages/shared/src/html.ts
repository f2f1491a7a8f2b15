/** Text made safe to put in HTML, as element content or a quoted attribute (emails, printed labels, pages). */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
