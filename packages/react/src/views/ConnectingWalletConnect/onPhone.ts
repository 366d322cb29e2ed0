/**
 * `isPhone` (AllWallets), repeated for this chunk: importing it would
 * split a chunk out of the modal's. A mobile browser, or a viewport at
 * most 480 px wide.
 */
export function onPhone(): boolean {
  return (
    /Android|iPhone|iPad|iPod/i.test(navigator.userAgent) ||
    (typeof matchMedia === 'function' &&
      matchMedia('(max-width:480px)').matches)
  )
}
