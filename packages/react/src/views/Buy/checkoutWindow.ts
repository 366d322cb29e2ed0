/** The checkout window of a purchase, as `window.open` handed it back. */
type CheckoutWindow = Pick<Window, 'closed'>

/** The window of the last purchase started (one checkout at a time). */
let last: { orderId: string; window: CheckoutWindow } | undefined

/** Remembers the window `orderId` is paid in, for BuyStatus to watch. */
export function rememberCheckoutWindow(
  orderId: string,
  window: CheckoutWindow,
): void {
  last = { orderId, window }
}

/**
 * Whether the buyer closed the window `orderId` is paid in; false when
 * it is unknown (a blocked window paid in a tab, a reload).
 */
export function checkoutWindowClosed(orderId: string): boolean {
  return last?.orderId === orderId && last.window.closed
}
