import { createFileRoute } from '@tanstack/react-router'
import { AboutPage } from '../features/trust/AboutPage.tsx'
import { aboutHead } from '../features/trust/trust-meta.ts'

export const Route = createFileRoute('/about')({ head: aboutHead, component: AboutPage })
