import { createFileRoute } from '@tanstack/react-router'
import { PrivacyPage } from '../features/trust/PrivacyPage.tsx'
import { privacyHead } from '../features/trust/trust-meta.ts'

export const Route = createFileRoute('/privacy')({ head: privacyHead, component: PrivacyPage })
