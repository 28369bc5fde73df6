export interface HttpReply<T = any> {
  status: number;
  headers: Headers;
  body: T;
  text: string;
}

/** A plain HTTP call; the body is parsed as JSON when it is JSON. */
export async function request<T = any>(
  url: string,
  options: { method?: string; headers?: Record<string, string>; body?: unknown; rawBody?: string } = {},
): Promise<HttpReply<T>> {
  const hasBody = options.body !== undefined || options.rawBody !== undefined;
  const response = await fetch(url, {
    method: options.method ?? 'GET',
    headers: { ...(hasBody ? { 'content-type': 'application/json' } : {}), ...options.headers },
    body: options.rawBody ?? (options.body !== undefined ? JSON.stringify(options.body) : undefined),
  });
  const text = await response.text();
  let body: any = text;
  if ((response.headers.get('content-type') ?? '').includes('json')) body = text ? JSON.parse(text) : null;
  return { status: response.status, headers: response.headers, body, text };
}
