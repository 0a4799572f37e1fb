/// <reference types="node" />
// `pnpm report:documents`: per document kept as data, how it was verified (an official page, or two
// secondary sources that agree), the day its sources were read, and where they disagree; then the totals the
// home page's claim is made of (docs/destinations-data.md).
import { DESTINATION_DATA, documentReportText } from '../src/catalog/index.ts'

console.log(documentReportText(DESTINATION_DATA))
