import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

export default defineConfig({
  plugins: [react(), tailwindcss()],
  server: {
    // The API runs as its own process in development; in production one server serves both.
    proxy: { "/api": "http://127.0.0.1:3000" },
  },
  build: {
    target: "es2022",
    sourcemap: false,
  },
});
