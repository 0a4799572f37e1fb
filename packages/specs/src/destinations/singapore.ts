// Singapore: every rule, document, source and note of this destination (docs/recipes.md, "Add a destination").
import type { EditPolicy } from '../schemas/edit-policy.ts'
import { standardWhite } from './shared.ts'
import type { DestinationRecord } from './types.ts'

const EDIT_POLICY: EditPolicy = {
  backgroundReplacement: 'refused',
  reason: 'Singapore’s ICA asks for a photo that has not been digitally altered.',
  source: {
    name: 'ica.gov.sg: Photo guidelines',
    url: 'https://www.ica.gov.sg/photo-guidelines',
  },
  verifiedOn: 'not verified',
}

export const singapore: DestinationRecord = {
  slug: 'singapore',
  name: 'Singapore',
  aliases: ['Singapura', '新加坡'],
  spec: standardWhite(),
  editPolicy: EDIT_POLICY,
  documents: [],
  processingTime: null,
  notes: {
    region: 'asia',
    submission: "you upload a digital photo with your visa application through Singapore's online system",
    check:
      "Singapore's official guidelines ask for a pure white background and state their own pixel size; if the upload is refused, compare the file with the numbers on the form.",
  },
}
