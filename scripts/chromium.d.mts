// Types for chromium.mjs, which the Playwright config and the web bench import.
export declare const CHROMIUM_PATH: string;
export declare const CHROMIUM_FLAGS: string[];
