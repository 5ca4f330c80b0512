// The share target's half of the service worker (imported by the generated worker, web/build/pwa-options.ts;
// ADR 224). The manifest's share_target makes the installed app a target in the phone's share sheet: a
// shared image arrives as a multipart POST to /ad-analyzer?shared=1. This listener answers that POST before
// anything reaches the network (the server has no such route): it keeps the image in Cache Storage and
// redirects (303) to /ad-analyzer?shared=1, where the analyzer takes it as its chosen file
// (web/src/features/ad-analyzer/shared-image.ts holds the same two names). Registered before Workbox's
// own listeners, and it touches nothing else: every other request goes on to them.
const SHARED_IMAGE_CACHE = 'adpolicy-shared-image';
const SHARED_IMAGE_URL = '/__shared-image';

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'POST') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || url.pathname.replace(/\/+$/, '') !== '/ad-analyzer') return;
  event.respondWith(keepSharedImage(request));
});

async function keepSharedImage(request) {
  let shared = '0';
  try {
    const form = await request.formData();
    const file = form.get('image');
    const cache = await caches.open(SHARED_IMAGE_CACHE);
    if (file && typeof file !== 'string') {
      await cache.put(
        SHARED_IMAGE_URL,
        new Response(file, {
          headers: { 'Content-Type': file.type || 'application/octet-stream', 'X-File-Name': encodeURIComponent(file.name || 'shared-image') },
        }),
      );
      shared = '1';
    } else {
      await cache.delete(SHARED_IMAGE_URL);
    }
  } catch {
    // A form that cannot be read: the screen says nothing arrived.
  }
  return Response.redirect(new URL(`/ad-analyzer?shared=${shared}`, self.location.origin).href, 303);
}
