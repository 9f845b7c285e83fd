import { ApiError, apiRequest, readErrorBody } from './api';
import { getAdminToken, setAdminToken } from './admin-token';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** The prefix of every admin query key: a sign-out drops them all. */
export const ADMIN_QUERY_ROOT = '/api/admin';
export const LEADS_PATH = '/api/admin/client-submissions';

function authorization(): Record<string, string> {
  const token = getAdminToken();
  return token ? { Authorization: `Bearer ${token}` } : {};
}

/** A 401 on any admin call means the token is gone: drop it and the gate shows. */
function signedOutOn401(error: unknown): never {
  if (error instanceof ApiError && error.status === 401) setAdminToken(null);
  throw error;
}

/** An admin API call with the staff token as a Bearer header. */
export async function adminRequest(method: Method, url: string, body?: unknown, signal?: AbortSignal): Promise<unknown> {
  return apiRequest(method, url, body, signal, authorization()).catch(signedOutOn401);
}

/** Fetches an attachment with the staff token and saves it under the server's file name. */
export async function downloadWithToken(url: string, fallbackName: string): Promise<string> {
  const response = await fetch(url, { credentials: 'include', headers: authorization() });
  if (!response.ok) {
    const error = new ApiError(response.status, await readErrorBody(response), response.statusText);
    signedOutOn401(error);
  }
  const blob = await response.blob();
  const name = fileNameFrom(response.headers.get('content-disposition')) ?? fallbackName;
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = name;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser a moment to start the download before the URL goes.
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
  return name;
}

export function fileNameFrom(disposition: string | null): string | null {
  if (!disposition) return null;
  const encoded = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(disposition);
  if (encoded?.[1]) {
    try {
      return decodeURIComponent(encoded[1].trim());
    } catch {
      // fall through to the plain form
    }
  }
  const plain = /filename\s*=\s*"?([^";]+)"?/i.exec(disposition);
  return plain?.[1]?.trim() || null;
}
