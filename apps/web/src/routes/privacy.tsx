import { createFileRoute } from '@tanstack/react-router'
import { PrivacyPage, privacyHead } from '../features/trust/PrivacyPage.tsx'

export const Route = createFileRoute('/privacy')({ head: privacyHead, component: PrivacyPage })
