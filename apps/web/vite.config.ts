import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import Beasties from "beasties";
import MagicString from "magic-string";
import { build, createServer, defineConfig, type Plugin } from "vite";
import { VitePWA } from "vite-plugin-pwa";

const apiPort = process.env.PORT ?? "5000";

/**
 * Marks every top-level `const x = call(...)` of packages/shared as pure, so the bundler drops those the web never
 * reads. A shared module defines its constants (labels, messages) beside the API's zod schemas, and building a
 * schema is work done at load: without this, a page that imports one label builds every schema of its module
 * (about 270 ms of the dashboard's start on Lighthouse's emulated phone; `npm run bench:web-profile`). Sound
 * because packages/shared holds definitions only: no top-level call there runs for its side effect.
 */
function pureSharedDefinitions(): Plugin {
  const shared = path.resolve(import.meta.dirname, "../../packages/shared/src") + path.sep;
  return {
    name: "rollcall-pure-shared-definitions",
    apply: "build",
    transform(code, id) {
      if (!id.startsWith(shared)) return null;
      const source = new MagicString(code);
      for (const statement of this.parse(code, { lang: "ts" }).body) {
        const declaration = statement.type === "ExportNamedDeclaration" ? statement.declaration : statement;
        if (declaration?.type !== "VariableDeclaration") continue;
        for (const { init } of declaration.declarations)
          if (init?.type === "CallExpression" || init?.type === "NewExpression")
            source.appendLeft(init.start, "/* @__PURE__ */ ");
      }
      return { code: source.toString(), map: source.generateMap({ hires: true }) };
    },
  };
}

/**
 * A feature's face (src/features/<feature>/index.ts) only names what other code may use of the feature: a module
 * importing one piece of it does not take the others along, their code stays with the pages that use them (the
 * server-painted dashboard's data, say, does not bring the time-clock cards forward). The face itself does nothing
 * when loaded; what it names is included where it is used.
 */
function featureFaces(): Plugin {
  const face = /[\\/]src[\\/]features[\\/][^\\/]+[\\/]index\.ts$/;
  return {
    name: "rollcall-feature-faces",
    apply: "build",
    transform(code, id) {
      return face.test(id) ? { code, map: null, moduleSideEffects: false } : null;
    },
  };
}

/**
 * Writes a brotli (.br) and a gzip (.gz) copy next to every text file of 1 KiB or more in the build, at the
 * highest levels (done once, not per request); the server sends the copy the browser accepts.
 */
function precompress(): Plugin {
  let outDir = "dist";
  return {
    name: "rollcall-precompress",
    apply: "build",
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const files = fs.readdirSync(outDir, { recursive: true, encoding: "utf8" });
      await Promise.all(
        files
          // The server's renderer is read from disk by the API, never sent.
          .filter((file) => !file.startsWith(`${FIRST_PAINT_RENDERER_DIR}${path.sep}`))
          .filter((file) => /\.(js|css|html|svg|json|webmanifest|txt)$/.test(file))
          .map(async (file) => {
            const full = path.join(outDir, file);
            const body = await fs.promises.readFile(full);
            if (body.length < 1024) return;
            const brotli = zlib.brotliCompressSync(body, {
              params: {
                [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
                [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
              },
            });
            const gzip = zlib.gzipSync(body, { level: zlib.constants.Z_BEST_COMPRESSION });
            await fs.promises.writeFile(`${full}.br`, brotli);
            await fs.promises.writeFile(`${full}.gz`, gzip);
          }),
      );
    },
  };
}

/**
 * Prerenders the public pages (src/prerender.tsx) into the build as static HTML with their critical CSS inline
 * (beasties) and the rest of the stylesheet loaded without blocking the first paint. The pages are rendered by
 * a vite server in SSR mode, as markup only. Two templates: marketing.html as vite built it (its one small
 * script) with the app's stylesheet linked, for landing and pricing (the HTML is all there is); and the app's
 * index.html for sign-in (the markup is shown until the app renders the same page). Runs at writeBundle, before
 * precompress() (closeBundle) compresses what it wrote.
 */
/**
 * The page a member opens most, the dashboard ("/"), with its data requested by the HTML itself instead of after
 * the app's code has run and asked for the session: dashboard.html is index.html plus preloads of the session
 * (/api/user) and the dashboard's one call (/api/dashboard). The server sends it to a member at "/"
 * (apps/api/src/app.ts). They carry credentials as the app's reads do (lib/api.ts: credentials "include"), so the
 * app's own requests take them. The dashboard page's code is not preloaded: on a phone's connection its 30 files
 * would compete with the app's entry and delay the first paint (docs/performance.md, "Lighthouse").
 */
function memberPages(): Plugin {
  let outDir = "dist";
  return {
    name: "rollcall-member-pages",
    apply: "build",
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async writeBundle() {
      const app = await fs.promises.readFile(path.join(outDir, "index.html"), "utf8");
      const links = ["/api/user", "/api/dashboard"].map(
        (url) => `<link rel="preload" href="${url}" as="fetch" crossorigin="use-credentials">`,
      );
      await fs.promises.writeFile(
        path.join(outDir, "dashboard.html"),
        app.replace("</head>", `${links.join("")}</head>`),
      );
    },
  };
}

/** index.html with its scripts moved out of the head: see prerender(). */
function appPageTemplate(app: string, marketing: string) {
  const entry = app.match(/<script type="module" crossorigin src="([^"]+)"><\/script>/);
  const pageScript = marketing.match(/<script type="module" crossorigin src="[^"]+"><\/script>/);
  if (!entry || !pageScript) throw new Error("index.html or marketing.html: no module script");
  const preloads = [...app.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g)];
  let html = app.replace(entry[0], pageScript[0]);
  for (const link of preloads) html = html.replace(link[0], "");
  const root = `<div id="prerendered" data-app-entry="${entry[1]}" data-app-preload="${preloads.map((m) => m[1]).join(" ")}"><!--page--></div><div id="root" hidden></div>`;
  if (!html.includes('<div id="root"></div>'))
    throw new Error("index.html: no empty #root to prerender into");
  return html.replace('<div id="root"></div>', () => root);
}

/** Where the server's renderer of a member's "/" is built, inside dist/ but never served (apps/api/src/app.ts). */
const FIRST_PAINT_RENDERER_DIR = "server";

function prerender(prerenderedFiles: string[]): Plugin {
  let outDir = "dist";
  let root = ".";
  return {
    name: "rollcall-prerender",
    apply: "build",
    configResolved(config) {
      root = config.root;
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async writeBundle() {
      const templateFile = path.join(outDir, "marketing.html");
      const app = await fs.promises.readFile(path.join(outDir, "index.html"), "utf8");
      // The app's stylesheet (beasties inlines what the page uses and defers the link).
      const styles = app.match(/<link rel="stylesheet"[^>]*>/g) ?? [];
      const templates = {
        marketing: (await fs.promises.readFile(templateFile, "utf8")).replace(
          "</head>",
          `${styles.join("")}</head>`,
        ),
        // The app itself, the page shown in #prerendered until the app renders it (src/lib/prerendered.ts). The
        // app's entry and its preloads are not in the head: the prerendered pages' script starts the app after the
        // first paint (static-page.ts), so the phone paints the page without running the app's JavaScript first.
        app: appPageTemplate(app, await fs.promises.readFile(templateFile, "utf8")),
      };
      const server = await createServer({
        root,
        configFile: false,
        logLevel: "error",
        plugins: [react()],
        resolve: { alias: { "@": path.resolve(root, "src") } },
        server: { middlewareMode: true, hmr: false, ws: false },
        appType: "custom",
      });
      try {
        const { PRERENDERED, render } = (await server.ssrLoadModule(
          "/src/prerender.tsx",
        )) as typeof import("./src/prerender");
        const beasties = new Beasties({
          path: outDir,
          publicPath: "/",
          preload: "media-script",
          pruneSource: false,
          logLevel: "warn",
        });
        for (const page of PRERENDERED) {
          const markup = await render(page.path);
          const html = templates[page.template].replace("<!--page-->", () => markup);
          let out = await beasties.process(html);
          // beasties' inline activation script would be refused by the Content-Security-Policy (script-src
          // 'self'): the page's own script does the same (lib/deferred-styles.ts).
          out = out.replace(
            /<script>document\.querySelectorAll\('link\[data-beasties-media\]'\)[^<]*<\/script>/,
            "",
          );
          if (/<script>/.test(out)) throw new Error(`${page.file}: an inline script the CSP would refuse`);
          await fs.promises.writeFile(path.join(outDir, page.file), out);
          prerenderedFiles.push(page.file);
        }
      } finally {
        await server.close();
      }
      // A member's "/", painted by the server (decision 030): the app template, whose <!--page--> the server fills
      // per request (apps/api/src/lib/first-paint.ts) with the renderer built next to it. The stylesheet stays a
      // plain link (what the page uses depends on the member's data).
      await fs.promises.writeFile(path.join(outDir, "first-paint.html"), templates.app);
      await build({
        root,
        configFile: false,
        logLevel: "warn",
        plugins: [react()],
        resolve: { alias: { "@": path.resolve(root, "src") } },
        // One file the API imports as it is, with everything it uses inside (the server has no web dependencies),
        // React's production build whatever NODE_ENV the server runs with.
        ssr: { noExternal: true },
        define: { "process.env.NODE_ENV": JSON.stringify("production") },
        build: {
          ssr: "src/render-first-paint.tsx",
          outDir: path.join(outDir, FIRST_PAINT_RENDERER_DIR),
          emptyOutDir: true,
          copyPublicDir: false,
          rollupOptions: { output: { entryFileNames: "first-paint.mjs" } },
        },
      });
      await fs.promises.rm(templateFile);
    },
  };
}

/**
 * What the service worker does not precache: the server's pages and renderer, and the prerendered public pages
 * (for visitors; offline, every route opens the app), which prerender() adds as it writes them, before the
 * worker's list of files is made (vite-plugin-pwa, at closeBundle).
 */
const notPrecached = ["dashboard.html", "first-paint.html", "marketing.html", "server/**", "sw.js"];

export default defineConfig({
  plugins: [
    react(),
    tailwindcss(),
    prerender(notPrecached),
    memberPages(),
    // The service worker (src/sw.ts, built to /sw.js) with the list of the app's files to precache. The page
    // registers it itself (src/app/offline.ts), so nothing is injected into index.html.
    VitePWA({
      strategies: "injectManifest",
      srcDir: "src",
      filename: "sw.ts",
      injectRegister: false,
      manifest: false,
      injectManifest: {
        globPatterns: ["**/*.{js,css,html,svg,png,ico,woff2}"],
        globIgnores: notPrecached,
        maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
      },
    }),
    pureSharedDefinitions(),
    featureFaces(),
    precompress(),
  ],
  resolve: { alias: { "@": path.resolve(import.meta.dirname, "src") } },
  server: {
    port: 5173,
    proxy: { "/api": { target: `http://127.0.0.1:${apiPort}`, changeOrigin: false } },
  },
  // Source maps are written for debugging but not referenced by the files (the server does not serve them).
  build: {
    outDir: "dist",
    sourcemap: "hidden",
    // Every browser the app supports has modulepreload; the polyfill would be one more script on every page.
    modulePreload: { polyfill: false },
    // The app, and the template of the prerendered public pages (see prerender()).
    rollupOptions: {
      input: {
        index: path.resolve(import.meta.dirname, "index.html"),
        marketing: path.resolve(import.meta.dirname, "marketing.html"),
      },
    },
  },
});
