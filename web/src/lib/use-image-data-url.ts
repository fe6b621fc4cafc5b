import { useEffect, useState } from 'react';

/**
 * A chosen image as a data: address (the page's Content-Security-Policy allows data: images, not blob: ones); null
 * while it is read or for any other kind of file.
 */
export function useImageDataUrl(file: Blob | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    setUrl(null);
    if (!file?.type.startsWith('image/')) return;
    const reader = new FileReader();
    reader.onload = () => setUrl(typeof reader.result === 'string' ? reader.result : null);
    reader.readAsDataURL(file);
    return () => reader.abort();
  }, [file]);
  return url;
}
