import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { preactAliases } from "./build/preact.ts";
import { precompress } from "./build/precompress.ts";

export default defineConfig({
  plugins: [react(), tailwindcss(), precompress()],
  resolve: { alias: preactAliases },
  server: {
    // The API runs as its own process in development; in production one server serves both.
    proxy: { "/api": "http://127.0.0.1:3000" },
  },
  build: {
    target: "es2022",
    sourcemap: false,
    rolldownOptions: {
      output: {
        codeSplitting: {
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
