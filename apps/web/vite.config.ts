import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin } from "vite";

const apiPort = process.env.PORT ?? "5000";

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

export default defineConfig({
  plugins: [react(), tailwindcss(), precompress()],
  resolve: { alias: { "@": path.resolve(import.meta.dirname, "src") } },
  server: {
    port: 5173,
    proxy: { "/api": { target: `http://127.0.0.1:${apiPort}`, changeOrigin: false } },
  },
  // Source maps are written for debugging but not referenced by the files (the server does not serve them).
  build: { outDir: "dist", sourcemap: "hidden" },
});
