import { createFileRoute } from '@tanstack/react-router'
import { FeedbackPage } from '../features/feedback/FeedbackPage.tsx'
import { feedbackHead } from '../features/feedback/feedback-meta.ts'

export const Route = createFileRoute('/feedback')({ head: feedbackHead, component: FeedbackPage })
