// The client's transport (docs/product-rules.md, "Client transport and retry policy"): every request sends
// the cookie session, bodies go as JSON only when given, and a non-success response becomes an Error reading
// '<status>: <body text or status text>'.

export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message)
    this.name = 'HttpError'
  }
}

async function throwIfNotOk(response: Response): Promise<void> {
  if (response.ok) return
  const text = (await response.text()) || response.statusText
  throw new HttpError(response.status, `${response.status}: ${text}`)
}

export async function apiRequest(
  method: string,
  url: string,
  body?: unknown,
  extraHeaders: Record<string, string> = {},
): Promise<Response> {
  const response = await fetch(url, {
    method,
    credentials: 'include',
    headers:
      body === undefined ? { ...extraHeaders } : { 'Content-Type': 'application/json', ...extraHeaders },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  await throwIfNotOk(response)
  return response
}

export async function getJson<T>(
  url: string,
  options: { on401?: 'returnNull' | 'throw' } = {},
): Promise<T | null> {
  const response = await fetch(url, { credentials: 'include' })
  if (options.on401 === 'returnNull' && response.status === 401) return null
  await throwIfNotOk(response)
  return (await response.json()) as T
}
