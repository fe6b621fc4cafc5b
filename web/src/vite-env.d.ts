/// <reference types="vite/client" />

declare const __PRODUCT_NAME__: string;

interface Window {
  __APP_CONFIG__?: Partial<import('./config/public-config').PublicConfig>;
}

declare module '*.module.css' {
  const classes: Readonly<Record<string, string>>;
  export default classes;
}
