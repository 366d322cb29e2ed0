// The order of Connect's login methods (SPEC §9), used by its embedded
// login chunk.

export const CONNECT_METHOD_ORDER = ['email', 'social', 'wallet'] as const
