import { createFileRoute } from '@tanstack/react-router'
import { TermsPage } from '../features/trust/TermsPage.tsx'
import { termsHead } from '../features/trust/trust-meta.ts'

export const Route = createFileRoute('/terms')({ head: termsHead, component: TermsPage })
