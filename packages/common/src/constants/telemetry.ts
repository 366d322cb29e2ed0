// Error telemetry (SPEC §8, §9), used by the analytics chunk.

export const ERROR_TELEMETRY_MAX = 5
export const ERROR_TELEMETRY_WINDOW_MS = 60_000
