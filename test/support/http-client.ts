/**
 * A reply as a test sees it. `T` is what the test expects the body to be: a contract type
 * (`EndpointReply<typeof listMealsEndpoint>`, `ErrorBody`); unknown until the test says.
 */
export interface HttpReply<T = unknown> {
  status: number;
  headers: Headers;
  body: T;
  text: string;
}

/** A plain HTTP call; the body is parsed as JSON when it is JSON. */
export async function request<T = unknown>(
  url: string,
  options: { method?: string; headers?: Record<string, string>; body?: unknown; rawBody?: string | Uint8Array } = {},
): Promise<HttpReply<T>> {
  const hasBody = options.body !== undefined || options.rawBody !== undefined;
  const response = await fetch(url, {
    method: options.method ?? 'GET',
    headers: { ...(hasBody ? { 'content-type': 'application/json' } : {}), ...options.headers },
    body: options.rawBody ?? (options.body !== undefined ? JSON.stringify(options.body) : undefined),
  });
  const text = await response.text();
  const isJson = (response.headers.get('content-type') ?? '').includes('json');
  // The body's type is the caller's claim about the contract; the assertions check it.
  const body = (isJson ? (text ? JSON.parse(text) : null) : text) as T;
  return { status: response.status, headers: response.headers, body, text };
}
