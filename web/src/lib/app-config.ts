// The deployment's configuration (GET /api/config): product and publisher names, public mode, support address.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AppConfig } from '../../../core/contract';
import { apiGet } from './api-client';

/**
 * Used while the config loads and when it cannot be fetched (spec 000 §8: public mode, a default company
 * name, publisher 'Digital Publisher'). The support address is unknown then, so it is left empty and hidden.
 */
export const DEFAULT_APP_CONFIG: AppConfig = {
  companyName: 'AdPolicy Compass',
  isPublicMode: true,
  publisherName: 'Digital Publisher',
  enableLaunchNavigator: false,
  supportEmail: '',
  analyzerModel: null,
  uploadRetentionDays: 30,
};

export const appConfigQueryOptions = queryOptions({
  queryKey: ['app-config'],
  queryFn: ({ signal }) => apiGet<AppConfig>('/api/config', signal),
});

/** The config, or the defaults until (or unless) the server answers. Fetched once per session. */
export function useAppConfig(): AppConfig {
  const { data } = useQuery(appConfigQueryOptions);
  return data ? { ...DEFAULT_APP_CONFIG, ...data } : DEFAULT_APP_CONFIG;
}
