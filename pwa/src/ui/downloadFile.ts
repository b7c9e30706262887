/** Saves a file made on the device (a calendar, say) through a short-lived object URL: works with no signal. */
export function downloadFile(contents: BlobPart, type: string, fileName: string) {
  const url = URL.createObjectURL(new Blob([contents], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  // Revoked on the next tick: the download has started by then.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
