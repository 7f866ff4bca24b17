import { useEffect } from 'react';
import { useSite } from './site-context.ts';

/** Sets the document title as "<page> | <brand>". */
export function usePageTitle(title: string): void {
  const { brand } = useSite();
  useEffect(() => {
    document.title = `${title} | ${brand}`;
  }, [title, brand]);
}
