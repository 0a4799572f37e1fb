// Every destination kept as data, one file per region (written by scripts/import-destinations.ts from the
// research file, then kept and edited here: docs/destinations-data.md).
import { AFRICA } from './africa.ts'
import { AMERICAS } from './americas.ts'
import { ASIA } from './asia.ts'
import { EUROPE } from './europe.ts'
import { MIDDLE_EAST } from './middle-east.ts'
import { OCEANIA } from './oceania.ts'
import type { DestinationData } from './types.ts'

export const DESTINATION_DATA: readonly DestinationData[] = [
  ...AFRICA,
  ...AMERICAS,
  ...ASIA,
  ...EUROPE,
  ...MIDDLE_EAST,
  ...OCEANIA,
]
