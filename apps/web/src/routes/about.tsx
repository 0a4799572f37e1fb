import { createFileRoute } from '@tanstack/react-router'
import { AboutPage, aboutHead } from '../features/trust/AboutPage.tsx'

export const Route = createFileRoute('/about')({ head: aboutHead, component: AboutPage })
