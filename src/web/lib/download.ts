/** Saves a file the page holds (a Blob) under `filename`, as a link the person clicked would. */
export function saveBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has started the save; the address is not needed after this turn.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
