// Why an upload was refused. Storage code throws these; the routes turn them into HTTP answers.
export type UploadRejection = 'too-large' | 'not-an-image'

export class UploadRejectedError extends Error {
  constructor(readonly reason: UploadRejection) {
    super(reason === 'too-large' ? 'Upload exceeds its size limit' : 'Upload is not a supported image')
    this.name = 'UploadRejectedError'
  }
}
