import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { firstLoadScripts } from "./build/first-load-scripts.ts";
import { preactAliases } from "./build/preact.ts";
import { precompress } from "./build/precompress.ts";
import { preloadFonts } from "./build/preload-fonts.ts";

export default defineConfig({
  plugins: [react(), tailwindcss(), preloadFonts(), firstLoadScripts(), precompress()],
  resolve: { alias: preactAliases },
  server: {
    // The API runs as its own process in development; in production one server serves both.
    proxy: { "/api": "http://127.0.0.1:3000" },
  },
  build: {
    target: "es2022",
    sourcemap: false,
    rolldownOptions: {
      // Inlined common chunks (below) need it.
      preserveEntrySignatures: false,
      output: {
        codeSplitting: {
          // The shared pieces under 10 KiB (a message, a query key, a helper) are copied into the
          // chunks that use them rather than fetched as files of their own: a product page asked for
          // 72 scripts, now 13, each a round trip on a phone (docs/decisions/021). The runtime keeps
          // one state per module across the copies. The style sheet stays a file.
          experimentalInlineCommonChunks: {
            maxSize: 10 * 1024,
            exclude: /\.css(\?|$)/,
          },
          groups: [
            // TanStack Query in one chunk rather than five small ones every signed-in page waits for.
            // Its React import stays where it is: following dependencies would drag React (and with it
            // this chunk) into the landing page's first load.
            { name: "query", test: /node_modules[\\/]@tanstack[\\/]/, includeDependenciesRecursively: false },
          ],
        },
      },
    },
  },
});
