// Registers the service worker built by vite-plugin-pwa (registerType 'prompt'; web/build/pwa-options.ts) through
// workbox-window. A waiting update is announced, never applied on its own: the user chooses "Reload".
import { registerSW } from 'virtual:pwa-register';
import { setAppUpdate } from './app-update-store';

let registered = false;

export function registerServiceWorker(onUpdateAvailable: () => void): void {
  if (registered || !('serviceWorker' in navigator)) return;
  registered = true;
  const updateSW = registerSW({
    immediate: true,
    onNeedRefresh() {
      setAppUpdate({ updateAvailable: true, applyUpdate: () => updateSW(true) });
      onUpdateAvailable();
    },
    onRegisterError(error: unknown) {
      console.warn('The offline service worker could not be registered:', error);
    },
  });
}
