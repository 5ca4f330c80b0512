// Saving text as a file on the device (the undertaking pages, the publisher policy builder): a Blob, an
// object URL and a download link clicked once.

/** Characters no file system takes in a name (Windows' set, which covers the others), and control characters. */
// eslint-disable-next-line no-control-regex -- control characters are among what it replaces
const NOT_IN_FILE_NAMES = /[\\/:*?"<>|\u0000-\u001f\u007f]/g;

/** A file name from free text (a publisher's name): forbidden characters become '-', no leading or trailing dots or spaces. */
export function safeFileName(name: string): string {
  const cleaned = name.replace(NOT_IN_FILE_NAMES, '-').replace(/\s+/g, ' ').replace(/^[\s.]+|[\s.]+$/g, '');
  return cleaned || 'document';
}

/** Saves text as a plain-text file named `fileName` (the caller makes the name safe). */
export function downloadText(fileName: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
  const link = Object.assign(document.createElement('a'), { href: url, download: fileName });
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0); // after the browser has started the download
}
