// The sections that start services push a stop function for each onto a
// list as they go; this stops them in the finally block.

/**
 * Stops what was started, last first; a failing stop does not keep the
 * rest from running.
 * @param {(() => Promise<unknown>)[]} stops
 */
export async function stopAll(stops) {
  for (const stop of stops.reverse()) await stop().catch(() => {})
}
