import { createFileRoute } from '@tanstack/react-router'
import { HomePage } from '../features/home/HomePage.tsx'
import { homeHead } from '../features/home/home-meta.ts'

export const Route = createFileRoute('/')({ head: homeHead, component: HomePage })
