// Whether a file is HEIF is told from its first box by the one table in packages/specs (file-signatures.ts),
// which the upload areas read too (docs/heic.md).
export { isHeifFile as isHeif } from '@vps/specs'
