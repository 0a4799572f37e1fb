// The feedback inbox and the dashboard's figures (contract: packages/specs/src/schemas/cms.ts).
import { dashboardSchema, type FeedbackListQuery, feedbackListSchema } from '@vps/specs'
import { cmsGet, cmsSend, withQuery } from './cms-client.ts'

export type FeedbackFilters = Partial<Pick<FeedbackListQuery, 'search' | 'status' | 'page'>>

export const inboxKeys = {
  all: ['cms', 'feedback'] as const,
  list: (filters: FeedbackFilters) => ['cms', 'feedback', 'list', filters] as const,
  dashboard: ['cms', 'dashboard'] as const,
}

export const listFeedback = (filters: FeedbackFilters) =>
  cmsGet(
    withQuery('/api/cms/feedback', {
      ...filters,
      status: filters.status === 'all' ? undefined : filters.status,
    }),
    feedbackListSchema,
  )

export const markFeedback = (id: string, read: boolean) =>
  cmsSend('PATCH', `/api/cms/feedback/${encodeURIComponent(id)}`, { read })

export const deleteFeedback = (id: string) => cmsSend('DELETE', `/api/cms/feedback/${encodeURIComponent(id)}`)

export const getDashboard = () => cmsGet('/api/cms/dashboard', dashboardSchema)
