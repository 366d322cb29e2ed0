/**
 * Thrown at start-up when the embedded service has no built frame to serve
 * (`frame.js` and `frame.css` in `settings.frameDir`), so the service never
 * listens only to answer 404 for the frame's script.
 */
export class FrameNotBuiltError extends Error {
  override name = 'FrameNotBuiltError'
}
