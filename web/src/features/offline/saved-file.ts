/** The file name of a Content-Disposition header: its UTF-8 form (filename*) first, else the plain one. */
export function attachmentName(header: string | null): string | undefined {
  if (!header) return undefined;
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(header)?.[1];
  if (encoded) {
    try {
      return decodeURIComponent(encoded.trim());
    } catch {
      /* malformed: the plain name below */
    }
  }
  return /filename="([^"]*)"/i.exec(header)?.[1] ?? /filename=([^;]+)/i.exec(header)?.[1]?.trim();
}

/**
 * Downloads a file through the page's own fetch, which the service worker answers (and saves, for a traveller's own
 * files): a browser download would bypass the worker, so a file opened once could not be opened again offline.
 * Answers false when the file could not be fetched.
 */
export async function downloadThroughPage(href: string): Promise<boolean> {
  let response: Response;
  try {
    response = await fetch(href, { credentials: 'include' });
  } catch {
    return false;
  }
  if (!response.ok) return false;
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = attachmentName(response.headers.get('content-disposition')) ?? '';
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file once the click has been handled.
  setTimeout(() => URL.revokeObjectURL(url), 0);
  return true;
}
