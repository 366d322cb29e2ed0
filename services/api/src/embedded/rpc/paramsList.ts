/** The positional params of an EVM call; anything but an array is none. */
export const paramsList = (params: unknown): unknown[] =>
  Array.isArray(params) ? params : []
