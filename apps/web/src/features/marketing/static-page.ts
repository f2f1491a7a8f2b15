/**
 * The only script of the prerendered landing and pricing pages (apps/web/marketing.html): they load no
 * application code. Everything else on them works without a script (links, the FAQ's <details>). Their
 * stylesheet is the app's (the build links it, see prerender() in vite.config.ts).
 */
// The rest of the app's stylesheet arrives without blocking the first paint (the page carries its critical CSS
// inline): beasties marks the link media="print" and data-beasties-media, and this applies it, an inline script
// being refused by the Content-Security-Policy.
for (const link of document.querySelectorAll<HTMLLinkElement>("link[data-beasties-media]")) {
  link.media = link.dataset.beastiesMedia || "all";
  link.removeAttribute("data-beasties-media");
}

// A plan's "Start 60-Day Free Trial" is a form going to /auth; without a field a GET form would open "/auth?".
document.addEventListener("submit", (event) => {
  const form = event.target;
  if (form instanceof HTMLFormElement && form.hasAttribute("data-navigate")) {
    event.preventDefault();
    window.location.assign(form.action);
  }
});
