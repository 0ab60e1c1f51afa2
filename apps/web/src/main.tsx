import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app/app.tsx";
import { startLocale } from "./lib/locale.ts";
import "./styles.css";

// The language is known before the first render, so no screen shows in the wrong one first.
startLocale();
// Loads the browser's date data off the main thread before a page first formats a date.
new Worker(new URL("./lib/intl-warm-up.worker.ts", import.meta.url), { type: "module" });

const root = document.getElementById("root");
if (!root) throw new Error("index.html must contain #root");

createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
