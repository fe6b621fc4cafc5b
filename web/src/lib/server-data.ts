import { createContext, useContext } from 'react';

/**
 * Data a server-rendered page was rendered from (e.g. a destination's live catalogue entry), sent in the page as
 * a JSON block so hydration renders exactly what the server did.
 */
export type ServerData = Record<string, unknown>;

const SERVER_DATA_ELEMENT_ID = 'server-data';

export const ServerDataContext = createContext<ServerData>({});

export function useServerData<T>(key: string): T | undefined {
  return useContext(ServerDataContext)[key] as T | undefined;
}

/** The page's data block, or nothing (prerendered pages and the app shell carry none). */
export function readServerData(): ServerData {
  const text = document.getElementById(SERVER_DATA_ELEMENT_ID)?.textContent;
  if (!text) return {};
  try {
    return JSON.parse(text) as ServerData;
  } catch {
    return {};
  }
}
