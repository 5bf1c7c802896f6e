import { useEffect } from 'react';

/** Every route names itself in the browser tab. */
export function usePageTitle(title: string) {
  useEffect(() => {
    document.title = `${title} | Tools Hub`;
  }, [title]);
}
