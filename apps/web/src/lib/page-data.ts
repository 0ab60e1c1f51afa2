/**
 * What the page came with in the JSON data block `id` (the server writes them into index.html):
 * undefined where the page has none (Vite's dev server) or it cannot be read.
 */
export function readPageData(id: string): unknown {
  const text = document.getElementById(id)?.textContent;
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
