import { createFileRoute } from '@tanstack/react-router'
import { TermsPage, termsHead } from '../features/trust/TermsPage.tsx'

export const Route = createFileRoute('/terms')({ head: termsHead, component: TermsPage })
