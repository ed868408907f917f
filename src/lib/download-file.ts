/** Saves text as a file through a temporary object URL (client-side: nothing is sent anywhere). */
export function downloadTextFile(fileName: string, text: string, type = 'text/csv;charset=utf-8'): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = fileName;
  anchor.style.display = 'none';
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  // Revoked on the next task: the download has taken the URL by then.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
