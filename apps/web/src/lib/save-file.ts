/**
 * Hands a file already fetched to the browser's downloads, under `filename`, as a link to it with
 * `download` would.
 */
export function saveFile(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = filename;
  // Firefox follows only a link that is in the document.
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked at once, some browsers lose the file before they have written it (FileSaver.js waits 40 s).
  setTimeout(() => URL.revokeObjectURL(url), 40_000);
}
