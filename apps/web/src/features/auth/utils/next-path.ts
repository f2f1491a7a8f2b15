/**
 * Where to go after sign-in: the page that asked for it (`/auth?next=/assets/…`), only on this site, else "/".
 * The value is parsed exactly as the browser would follow it (which drops tabs and line breaks and reads
 * "\" as "/", so "/\t/evil.example" is "//evil.example"), and kept only when it lands on our own origin;
 * what is returned is then just its path, query and fragment, so no crafted link can send a member elsewhere.
 */
export function safeNext(next: string | null | undefined, origin = window.location.origin): string {
  if (!next) return "/";
  let url: URL;
  try {
    url = new URL(next, origin);
  } catch {
    return "/";
  }
  if (url.origin !== origin) return "/";
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The `next` of the current address, checked. */
export function nextFromLocation(): string {
  return safeNext(new URLSearchParams(window.location.search).get("next"));
}
