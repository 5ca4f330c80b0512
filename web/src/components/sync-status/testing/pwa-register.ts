// Stands in for vite-plugin-pwa's virtual module 'virtual:pwa-register' in unit tests (vitest.config.ts
// aliases it here), where the plugin does not run. Tests replace it with vi.mock to drive the callbacks.
export function registerSW(_options: unknown): (reloadPage?: boolean) => Promise<void> {
  return async () => {};
}
