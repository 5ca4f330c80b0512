import { useEffect } from 'react';
import { useAppConfig } from './app-config';

/** Sets the browser tab title to `{title} | {product}` while the screen is shown. */
export function useDocumentTitle(title: string): void {
  const { companyName } = useAppConfig();
  useEffect(() => {
    document.title = title ? `${title} | ${companyName}` : companyName;
  }, [title, companyName]);
}
