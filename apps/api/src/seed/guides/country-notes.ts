// What the specs cannot say (how each destination's applications use the photo, and where an official form is
// known to ask for something else) lives in each destination's record in @vps/specs (destinations/).
import { type CountrySlug, DESTINATION_RECORDS, type DestinationNotes } from '@vps/specs'

export const notesOf = (country: CountrySlug): DestinationNotes => DESTINATION_RECORDS[country].notes
