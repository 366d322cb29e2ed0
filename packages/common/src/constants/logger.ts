// The toolkit's bounded log (SPEC §9), used by the log's chunk.

export const LOGGER_MAX_BYTES = 1_024_000
