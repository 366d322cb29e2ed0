import { LOGGER_MAX_BYTES } from '@latch/common'

/** One line of the log. */
export type LogEntry = {
  /** Milliseconds since the epoch. */
  readonly time: number
  readonly level: 'debug' | 'error'
  /** `core` for the toolkit, `frame` for the embedded wallet's frame. */
  readonly source: 'core' | 'frame'
  readonly message: string
}

export type Logger = {
  write(entry: Omit<LogEntry, 'time'>): void
  /** The entries kept, oldest first. */
  entries(): readonly LogEntry[]
  /** UTF-8 bytes of the messages kept. */
  readonly bytes: number
  /** Entries dropped to stay within `maxBytes`. */
  readonly dropped: number
}

const encoder = new TextEncoder()

/**
 * A log bounded by the UTF-8 size of its messages (SPEC §9: about
 * 1,024,000 bytes): a write that would go over drops the oldest entries
 * first; a single message over the bound is cut to it.
 */
export function createLogger({
  maxBytes = LOGGER_MAX_BYTES,
  now = Date.now,
}: {
  maxBytes?: number | undefined
  now?: (() => number) | undefined
} = {}): Logger {
  const kept: { entry: LogEntry; size: number }[] = []
  let bytes = 0
  let dropped = 0
  return {
    write({ level, source, message }) {
      let encoded = encoder.encode(message)
      if (encoded.length > maxBytes) {
        encoded = encoded.subarray(0, maxBytes)
        message = new TextDecoder().decode(encoded)
        encoded = encoder.encode(message)
      }
      const size = encoded.length
      while (kept.length > 0 && bytes + size > maxBytes) {
        bytes -= kept.shift()?.size ?? 0
        dropped++
      }
      kept.push({ entry: { time: now(), level, source, message }, size })
      bytes += size
    },
    entries: () => kept.map((k) => k.entry),
    get bytes() {
      return bytes
    },
    get dropped() {
      return dropped
    },
  }
}
