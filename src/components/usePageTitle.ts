import { useEffect } from 'react';
import { siteConfig } from '../app/siteConfig';

/** Names the browser tab after the screen, so history and tab lists say where each one is. */
export function usePageTitle(title?: string): void {
  useEffect(() => {
    document.title = title ? `${title} · ${siteConfig.productName}` : siteConfig.productName;
  }, [title]);
}
