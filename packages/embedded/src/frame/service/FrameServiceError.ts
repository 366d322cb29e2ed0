/**
 * A request of the frame failed: the service answered with an error
 * (`{ error: { code, message } }`), could not be reached, or the request was
 * refused in the frame itself. `message` is what the host receives in the
 * `_ERROR` reply (a SPEC §8 message where one exists).
 */
export class FrameServiceError extends Error {
  override name = 'FrameServiceError' as const
  /** HTTP status; 0 when the service was not reached or never asked. */
  readonly status: number
  /** The service's error code (`device_pending`, …) or a frame code. */
  readonly code: string

  constructor({
    message,
    status = 0,
    code = 'frame_error',
  }: {
    message: string
    status?: number
    code?: string
  }) {
    super(message)
    this.status = status
    this.code = code
  }
}
