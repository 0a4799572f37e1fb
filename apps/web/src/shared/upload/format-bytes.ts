/** A file's size as the site writes it: whole KB (at least 1), or MB to one decimal from 1 MB. */
export function formatBytes(bytes: number): string {
  const MB = 1024 * 1024
  if (bytes >= MB) return `${(bytes / MB).toFixed(1)} MB`
  return `${Math.max(1, Math.round(bytes / 1024))} KB`
}
