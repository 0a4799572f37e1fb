// Answers for requests Node refuses before Fastify routes them (a request past its timeout, headers too
// large, a malformed request line), in the API's usual `{ error: { code, message } }` shape rather than
// Fastify's own. Written straight to the socket, as Node's default does: there is no request to reply to.
import { STATUS_CODES } from 'node:http'
import type { Socket } from 'node:net'
import { errorBody } from '../errors.ts'

const ANSWERS: Record<string, { status: number; code: string; message: string }> = {
  ERR_HTTP_REQUEST_TIMEOUT: {
    status: 408,
    code: 'REQUEST_TIMEOUT',
    message: 'The request took too long to arrive. Please try again.',
  },
  HPE_HEADER_OVERFLOW: {
    status: 431,
    code: 'HEADERS_TOO_LARGE',
    message: 'The request headers are too large.',
  },
}
const MALFORMED = { status: 400, code: 'BAD_REQUEST', message: 'The request could not be read.' }

export function clientErrorHandler(error: Error & { code?: string }, socket: Socket): void {
  // A reset connection has nobody left to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return
  const answer = (error.code && ANSWERS[error.code]) || MALFORMED
  const body = JSON.stringify(errorBody(answer.code, answer.message))
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${answer.status} ${STATUS_CODES[answer.status]}\r\nConnection: close\r\n` +
        `Content-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
    )
  }
  socket.destroy()
}
