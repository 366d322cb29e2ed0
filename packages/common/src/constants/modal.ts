// The modal's layout and motion (SPEC §2, §9), used by the modal's chunk
// (and views it loads): not in the first load.

export const MODAL_WIDTH_PX = 360
/** View transitions (SPEC lists 120/150/150 ms). */
export const VIEW_ANIMATION_MS = { enter: 120, exit: 150 } as const
export const SHAKE_MS = 500
export const RECOMMENDED_WALLETS = 4
