import type { ErrorEnvelope } from '@contract/errors';

/** An API failure carrying the server's envelope (message, machine code, per-field messages). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code: string,
    readonly fields: Record<string, string> = {},
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }

  /** True when the request never reached the server (offline, DNS, refused). */
  get isNetworkError() {
    return this.status === 0;
  }
}

/** The page's language, sent with every call so that server messages come back in it (docs/languages.md). */
let acceptLanguage = 'en-IN';
export function setApiLanguage(locale: string) {
  acceptLanguage = locale;
}

type UnauthorizedListener = () => void;
const unauthorizedListeners = new Set<UnauthorizedListener>();

/** Called on every 401 so that the app can drop its cached user (docs/product/accounts.md#sessions). */
export function onUnauthorized(listener: UnauthorizedListener): () => void {
  unauthorizedListeners.add(listener);
  return () => unauthorizedListeners.delete(listener);
}

type AnswerListener = (response: Response) => void;
const answerListeners = new Set<AnswerListener>();

/** Called with every answer of `request` (the offline banner reads whether it was saved on the device). */
export function onAnswer(listener: AnswerListener): () => void {
  answerListeners.add(listener);
  return () => answerListeners.delete(listener);
}

async function parseError(response: Response): Promise<ApiError> {
  let envelope: Partial<ErrorEnvelope> = {};
  try {
    envelope = (await response.json()) as Partial<ErrorEnvelope>;
  } catch {
    /* not JSON: fall back to the status */
  }
  const retryAfter = Number(response.headers.get('retry-after')) || undefined;
  return new ApiError(
    response.status,
    envelope.error ?? `HTTP ${response.status}`,
    envelope.code ?? 'HTTP_ERROR',
    envelope.fields ?? {},
    retryAfter,
  );
}

export async function request<T>(method: string, path: string, body?: unknown): Promise<T> {
  const init: RequestInit = {
    method,
    credentials: 'include',
    headers: { accept: 'application/json', 'accept-language': acceptLanguage },
  };
  if (body instanceof FormData) {
    init.body = body;
  } else if (body !== undefined) {
    init.body = JSON.stringify(body);
    init.headers = { ...init.headers, 'content-type': 'application/json' };
  }
  let response: Response;
  try {
    response = await fetch(path, init);
  } catch {
    throw new ApiError(0, 'Could not connect to server. Please try again later.', 'NETWORK_ERROR');
  }
  for (const listener of answerListeners) listener(response);
  if (!response.ok) {
    const error = await parseError(response);
    if (response.status === 401) for (const listener of unauthorizedListeners) listener();
    throw error;
  }
  if (response.status === 204) return undefined as T;
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

/**
 * POST of a form with its upload progress (0 to 1) reported as it goes: fetch cannot report it, XMLHttpRequest can.
 * Answers and fails as `request` does.
 */
export function uploadWithProgress<T>(
  path: string,
  form: FormData,
  onProgress: (fraction: number) => void,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', path);
    xhr.withCredentials = true;
    xhr.setRequestHeader('accept', 'application/json');
    xhr.setRequestHeader('accept-language', acceptLanguage);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    xhr.onerror = () =>
      reject(new ApiError(0, 'Could not connect to server. Please try again later.', 'NETWORK_ERROR'));
    xhr.onload = async () => {
      const response = new Response(xhr.responseText || null, {
        status: xhr.status,
        headers: { 'retry-after': xhr.getResponseHeader('retry-after') ?? '' },
      });
      if (response.ok) {
        resolve((xhr.responseText ? JSON.parse(xhr.responseText) : undefined) as T);
        return;
      }
      if (response.status === 401) for (const listener of unauthorizedListeners) listener();
      reject(await parseError(response));
    };
    xhr.send(form);
  });
}

/** POST of a form whose answer is a file (an image, a PDF); fails as `request` does. */
export async function uploadForFile(path: string, form: FormData): Promise<Blob> {
  let response: Response;
  try {
    response = await fetch(path, {
      method: 'POST',
      credentials: 'include',
      headers: { 'accept-language': acceptLanguage },
      body: form,
    });
  } catch {
    throw new ApiError(0, 'Could not connect to server. Please try again later.', 'NETWORK_ERROR');
  }
  if (!response.ok) throw await parseError(response);
  return response.blob();
}

export const api = {
  get: <T>(path: string) => request<T>('GET', path),
  post: <T>(path: string, body?: unknown) => request<T>('POST', path, body ?? {}),
  put: <T>(path: string, body?: unknown) => request<T>('PUT', path, body ?? {}),
  delete: <T>(path: string) => request<T>('DELETE', path),
  upload: <T>(path: string, form: FormData) => request<T>('POST', path, form),
};
