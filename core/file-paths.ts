// Which addresses name a file rather than a screen of the app, one rule for the server and the service
// worker: a missing file is a plain 404 on the server and is left to the network by the worker, while every
// other address is a screen the app draws (its own "not found" and "invalid" screens included). A dot alone
// does not make a file — /policy/1.5 and /platform/x.com are screens (issue 28) — only a last path segment
// ending in a type of file the site serves, or a stale link could ask for, does.
const FILE_TYPES = [
  'html', 'htm', 'js', 'mjs', 'cjs', 'css', 'map', 'json', 'webmanifest', 'xml', 'txt', 'md', 'csv', 'pdf',
  'png', 'jpg', 'jpeg', 'gif', 'webp', 'avif', 'svg', 'ico', 'bmp', 'woff', 'woff2', 'ttf', 'otf', 'wasm',
  'zip', 'gz', 'br', 'traineddata', 'php', 'asp', 'aspx', 'env', 'ini', 'bak', 'sql',
] as const;

/** An address (path, optionally with a query or fragment) whose last path segment ends in a file type. */
export const FILE_PATH = new RegExp(`^[^?#]*\\.(?:${FILE_TYPES.join('|')})(?:[?#].*)?$`, 'i');

export const namesAFile = (address: string): boolean => FILE_PATH.test(address);
