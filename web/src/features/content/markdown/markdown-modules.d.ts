declare module '*.md' {
  export const meta: import('./content-types').ContentMeta;
  export const headings: import('./content-types').ContentHeading[];
  export const html: string;
}
