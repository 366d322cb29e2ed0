// Account names (SPEC §5, §9), used by the name chunks.

export const NAME_MIN_LENGTH = 4
/** Chain ids must be below this to derive a name coin type. */
export const NAME_CHAIN_ID_LIMIT = 2 ** 31
export const NAME_SUFFIXES = ['.reown.id', '.wcn.id'] as const
