/** Saves text as a file through a temporary link (no server round trip; the data is on screen). */
export function downloadTextFile(content: string, fileName: string, mimeType: string): void {
  const url = URL.createObjectURL(new Blob([content], { type: mimeType }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // the download has started by now; revoking later keeps slow browsers safe
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
