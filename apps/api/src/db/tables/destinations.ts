// Country destinations edited or added by staff (0006_destinations).
// biome-ignore lint/suspicious/noEmptyInterface: filled in by the migration's owner
export interface DestinationTables {}
