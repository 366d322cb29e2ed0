// The modal's layout and motion (SPEC §2, §9), used by the modal's chunk
// (and views it loads): not in the first load.

export const MODAL_WIDTH_PX = 360
/** View transitions (SPEC lists 120/150/150 ms). */
export const VIEW_ANIMATION_MS = { enter: 120, exit: 150 } as const
export const SHAKE_MS = 500
export const RECOMMENDED_WALLETS = 4
/**
 * SPEC §9 connector order: the groups of Connect, top to bottom
 * (`connectorGroups` in @latch/core).
 */
export const CONNECTOR_ORDER = [
  'walletConnect',
  'recent',
  'injected',
  'featured',
  'custom',
  'external',
  'recommended',
] as const
export type ConnectorGroupName = (typeof CONNECTOR_ORDER)[number]
/** SPEC §9 image preload wait: a wallet list waits this long for its icons. */
export const IMAGE_PRELOAD_WAIT_MS = 2_000
