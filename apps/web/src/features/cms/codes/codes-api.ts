// The codes manager's calls (contract: packages/specs/src/schemas/cms.ts, "Country codes"). The list is also
// the article tools' country choices, so both read it through codesQueries.list().
import { queryOptions } from '@tanstack/react-query'
import {
  type CmsDestination,
  cmsDestinationListSchema,
  cmsDestinationSchema,
  type Destination,
} from '@vps/specs'
import { shouldRetryMutation } from '../../../shared/api/query-client.ts'
import { CmsApiError, cmsGet, cmsSend } from '../api/cms-client.ts'

export const codesKeys = { all: ['cms', 'codes'] as const }

const path = (slug: string) => `/api/cms/codes/${encodeURIComponent(slug)}`

export const codesQueries = {
  list: () =>
    queryOptions({
      queryKey: codesKeys.all,
      queryFn: () => cmsGet('/api/cms/codes', cmsDestinationListSchema),
    }),
}

export const createCode = (input: Destination): Promise<CmsDestination> =>
  cmsSend('POST', '/api/cms/codes', input, cmsDestinationSchema)

/** PUT takes everything but the slug, which addresses the destination: the documents are stored whole with it. */
export const updateCode = ({
  slug,
  name,
  spec,
  editPolicy,
  documents,
}: Destination): Promise<CmsDestination> =>
  cmsSend('PUT', path(slug), { name, spec, editPolicy, documents }, cmsDestinationSchema)

export const setCodeEnabled = (slug: string, enabled: boolean): Promise<CmsDestination> =>
  cmsSend('PATCH', path(slug), { enabled }, cmsDestinationSchema)

/** A refusal (400, 404, 409) gives the same answer every time: only server and network failures are retried. */
export const retryUnlessRefused = (failureCount: number, error: unknown) =>
  !(error instanceof CmsApiError && error.status < 500) && shouldRetryMutation(failureCount, error)
