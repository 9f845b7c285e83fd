import type { EndpointDefinition, EndpointInput } from '../../contract/shared/endpoint';
import { endpointResponse } from './call-api';

/** Fetches an endpoint's file (with the staff token for a staff endpoint, or when `staff` asks) and saves it under the server's file name. */
export async function downloadEndpoint<E extends EndpointDefinition>(
  endpoint: E,
  input: EndpointInput<E> | undefined,
  fallbackName: string,
  options: { staff?: boolean } = {},
): Promise<string> {
  return save(await endpointResponse(endpoint, input, options), fallbackName);
}

async function save(response: Response, fallbackName: string): Promise<string> {
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
