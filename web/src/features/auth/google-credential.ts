/** The display fields of a Google ID token, read on the client (docs/product/accounts.md#google-sign-in); the server verifies the token itself. */
interface GoogleCredentialFields {
  email?: string;
  name?: string;
  picture?: string;
}

export function readGoogleCredential(credential: string): GoogleCredentialFields {
  const payload = credential.split('.')[1];
  if (!payload) return {};
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/');
    const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
    const claims = JSON.parse(new TextDecoder().decode(bytes)) as Record<string, unknown>;
    const text = (value: unknown) => (typeof value === 'string' ? value : undefined);
    return { email: text(claims.email), name: text(claims.name), picture: text(claims.picture) };
  } catch {
    return {};
  }
}
