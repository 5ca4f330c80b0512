// An image shared into the installed app (the manifest's share_target, ADR 224). The service worker
// (web/public/share-target-sw.js) answers the share's POST to /ad-analyzer, keeps the image in Cache
// Storage under SHARED_IMAGE_URL and redirects to /ad-analyzer?shared=1; the analyzer takes it from there
// once, as its chosen file. Keep the two names in step with the worker's script.
export const SHARED_IMAGE_CACHE = 'adpolicy-shared-image';
export const SHARED_IMAGE_URL = '/__shared-image';

/** The shared image, removed from the cache as it is taken; null when there is none (or no Cache Storage). */
export async function takeSharedImage(): Promise<File | null> {
  if (typeof caches === 'undefined') return null;
  const cache = await caches.open(SHARED_IMAGE_CACHE);
  const response = await cache.match(SHARED_IMAGE_URL);
  if (!response) return null;
  const blob = await response.blob();
  await cache.delete(SHARED_IMAGE_URL);
  const name = decodeURIComponent(response.headers.get('X-File-Name') ?? '') || 'shared-image';
  return new File([blob], name, { type: response.headers.get('Content-Type') ?? blob.type });
}
