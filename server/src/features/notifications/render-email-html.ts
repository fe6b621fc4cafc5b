import { toPlainText } from '@react-email/render';
import { createElement, type ReactElement, Suspense } from 'react';
import { renderToReadableStream } from 'react-dom/server.edge';

const XHTML_DOCTYPE =
  '<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">';

/**
 * React Email's `render`, on React's web-streams renderer. React's Node renderer keeps its request
 * state in an AsyncLocalStorage, and on Node 20 the first e-mail it rendered turned on promise hooks
 * for the whole process for good: every API request after it paid for them. The edge build rather
 * than the browser one: the browser build opens a MessageChannel when it is loaded, which keeps any
 * process that imports it (tests, the command line) from exiting. Same output (checked by
 * render-email-html.test.ts): the Suspense wrapper, the XHTML doctype, React Email's plain text.
 */
export async function render(
  element: ReactElement,
  options?: { plainText?: boolean; htmlToTextOptions?: Parameters<typeof toPlainText>[1] },
) {
  const stream = await renderToReadableStream(createElement(Suspense, null, element), {
    progressiveChunkSize: Number.POSITIVE_INFINITY,
  });
  await stream.allReady;
  const html = await new Response(stream).text();
  if (options?.plainText) return toPlainText(html, options.htmlToTextOptions);
  return `${XHTML_DOCTYPE}${html.replace(/<!DOCTYPE.*?>/, '')}`;
}
