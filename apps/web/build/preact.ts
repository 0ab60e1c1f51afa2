import type { Alias } from "vite";

/**
 * The app is written against React's API and runs on Preact's implementation of it (preact/compat):
 * the same components, hooks, React Router and TanStack Query, with about 60 kB less JavaScript on
 * every page's first load (docs/decisions/021-preact.md). The build and the DOM tests both resolve
 * React's modules here, so the tests run what ships.
 */
export const preactAliases: Alias[] = [
  { find: /^react-dom\/client$/, replacement: "preact/compat/client" },
  { find: /^react-dom\/test-utils$/, replacement: "preact/test-utils" },
  { find: /^react-dom$/, replacement: "preact/compat" },
  { find: /^react\/jsx-runtime$/, replacement: "preact/jsx-runtime" },
  { find: /^react\/jsx-dev-runtime$/, replacement: "preact/jsx-dev-runtime" },
  { find: /^react$/, replacement: "preact/compat" },
];
