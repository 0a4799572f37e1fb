/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly PUBLIC_SITE_URL: string
  readonly ANALYTICS_PROVIDER: string
  readonly ANALYTICS_ID: string
}
