import { PRODUCT_NAME } from '@web/config/public-config';
import { createContext, useContext, useEffect } from 'react';

export interface PageMetaData {
  title: string;
  description: string;
  /** Canonical path, e.g. "/about". */
  path?: string;
  image?: string;
  type?: 'website' | 'article';
}

/** Filled while prerendering: the prerender step writes it into <head>. */
export const PageMetaCollector = createContext<{ meta?: PageMetaData } | null>(null);

const fullTitle = (title: string) => (title.includes(PRODUCT_NAME) ? title : `${title} | ${PRODUCT_NAME}`);

function setMeta(attribute: 'name' | 'property', key: string, content: string) {
  let element = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  if (!element) {
    element = document.createElement('meta');
    element.setAttribute(attribute, key);
    document.head.appendChild(element);
  }
  element.content = content;
}

/** Title, description and Open Graph tags of a page, in the prerendered HTML and on client navigation. */
export function PageMeta(meta: PageMetaData) {
  const collector = useContext(PageMetaCollector);
  if (collector) collector.meta = meta;

  useEffect(() => {
    document.title = fullTitle(meta.title);
    setMeta('name', 'description', meta.description);
    setMeta('property', 'og:title', fullTitle(meta.title));
    setMeta('property', 'og:description', meta.description);
    setMeta('property', 'og:type', meta.type ?? 'website');
  }, [meta.title, meta.description, meta.type]);

  return null;
}
