/** Reading and writing browser cookies the web app owns (the server never trusts them). */
export function readCookie(name: string): string | null {
  const entry = document.cookie.split('; ').find((part) => part.startsWith(`${name}=`));
  return entry ? entry.slice(name.length + 1) : null;
}

export interface CookieOptions {
  maxAgeSeconds?: number;
  path?: string;
  secure?: boolean;
  sameSite?: 'Lax' | 'Strict' | 'None';
  priority?: 'Low' | 'Medium' | 'High';
}

export function writeCookie(name: string, value: string, options: CookieOptions = {}): void {
  const parts = [`${name}=${value}`, `path=${options.path ?? '/'}`];
  if (options.maxAgeSeconds !== undefined) parts.push(`max-age=${options.maxAgeSeconds}`);
  // Browsers drop Secure cookies on plain http (local use) and refuse SameSite=None without Secure,
  // so there the cookie is stored without Secure and with the browser's default, Lax.
  const https = window.location.protocol === 'https:';
  const sameSite = options.sameSite === 'None' && !https ? 'Lax' : options.sameSite;
  if (sameSite) parts.push(`samesite=${sameSite}`);
  if (options.secure && https) parts.push('secure');
  if (options.priority) parts.push(`priority=${options.priority}`);
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in every browser we support.
  document.cookie = parts.join('; ');
}
