import { createContext } from 'react';

/** Filled while prerendering with the page modules a URL rendered, to preload their JS and CSS. */
export const RenderedPages = createContext<Set<string> | null>(null);
