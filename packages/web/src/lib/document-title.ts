import { useEffect } from 'react';

/** Sets the document title while the calling page is shown. */
export function useDocumentTitle(title: string | null | undefined) {
  useEffect(() => {
    if (title) document.title = title;
  }, [title]);
}
