import { createContext, useContext, useEffect } from 'react';

/** The build-time render listens here for the title of the page it renders (effects never run there). */
export const PageTitleContext = createContext<((title: string) => void) | null>(null);

export function pageTitle(title: string): string {
  return `${title} | Tools Hub`;
}

/** Every route names itself in the browser tab. */
export function usePageTitle(title: string) {
  useContext(PageTitleContext)?.(pageTitle(title));
  useEffect(() => {
    document.title = pageTitle(title);
  }, [title]);
}
