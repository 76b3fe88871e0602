/** Hands a downloaded file to the browser to save under `fileName`. */
export function saveBlob(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked a moment later: some browsers read the URL after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
