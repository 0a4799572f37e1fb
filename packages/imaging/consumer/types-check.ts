// Type-checked (never run) in the empty project against the package's declarations.

import { type CompressStatus, targetWindow } from '@vps/imaging'
import { type ComplianceRow, compressToTarget, makeVisaPhoto, type VisaPhoto } from '@vps/imaging/node'

const compressed = await compressToTarget(new Uint8Array(), 50, { maxPixels: 12_000_000 })
const status: CompressStatus = compressed.report.status
const photo: VisaPhoto = await makeVisaPhoto('in.jpg', { country: 'japan', replaceBackground: true })
const rows: ComplianceRow[] = photo.checks
const head: number | null = photo.compliance.details.headPercent
const window: { low: number; high: number } = targetWindow(50)
// @ts-expect-error: `ready` is a boolean (an unresolved declaration would make it `any` and this line pass).
const wrong: string = photo.ready
// @ts-expect-error: a country is required.
await makeVisaPhoto('in.jpg', {})

export { head, rows, status, window, wrong }
