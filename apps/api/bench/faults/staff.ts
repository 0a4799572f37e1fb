// The staff API as a bench drives it: sign in with the admin the server created at start, then save an edit
// in the codes manager exactly as the form does (PUT /api/cms/codes/:slug with the session and CSRF token).

export interface Staff {
  cookie: string
  csrfToken: string
}

export async function signIn(base: string, email: string, password: string): Promise<Staff> {
  const response = await fetch(`${base}/api/cms/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  })
  if (response.status !== 200)
    throw new Error(`Sign-in answered ${response.status}: ${await response.text()}`)
  const { csrfToken } = (await response.json()) as { csrfToken: string }
  const cookie = response.headers.getSetCookie().find((line) => line.startsWith('vps_session='))
  if (!cookie) throw new Error('Sign-in set no session cookie')
  return { cookie: cookie.split(';', 1)[0] as string, csrfToken }
}

interface ServedDestination {
  name: string
  spec: Record<string, unknown>
}

/** Saves `slug` with its spec changed by `change`, as staff would in /cms/codes; throws unless 200. */
export async function editDestination(
  base: string,
  staff: Staff,
  slug: string,
  change: (spec: Record<string, unknown>) => Record<string, unknown>,
): Promise<void> {
  const current = (await (await fetch(`${base}/api/countries/${slug}`)).json()) as ServedDestination
  const response = await fetch(`${base}/api/cms/codes/${slug}`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', cookie: staff.cookie, 'x-csrf-token': staff.csrfToken },
    body: JSON.stringify({ name: current.name, spec: change(current.spec) }),
  })
  if (response.status !== 200)
    throw new Error(`Saving ${slug} answered ${response.status}: ${await response.text()}`)
}
