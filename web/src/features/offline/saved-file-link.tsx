import type { MouseEvent, ReactNode } from 'react';
import { downloadThroughPage } from './saved-file';

/**
 * A download link to a traveller's own file that stays usable offline once opened (see downloadThroughPage). Without
 * scripts, or when the page cannot fetch it, the link works as a plain download.
 */
export function SavedFileLink({ href, children }: { href: string; children: ReactNode }) {
  const open = async (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    if (!(await downloadThroughPage(href))) window.location.assign(href);
  };
  return (
    <a href={href} download onClick={open}>
      {children}
    </a>
  );
}
