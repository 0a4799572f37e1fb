import { createFileRoute } from '@tanstack/react-router'
import { FeedbackPage, feedbackHead } from '../features/feedback/FeedbackPage.tsx'

export const Route = createFileRoute('/feedback')({ head: feedbackHead, component: FeedbackPage })
