// Latch's performance budgets, relative to React 19 alone (KB = 1000 bytes).
export const KB = 1000

export const budgets = {
  /** Gzip JS referenced by index.html, over React alone. */
  firstLoadOverReact: 25 * KB,
  /** Gzip JS fetched before the first click, over React alone. */
  beforeClickOverReact: 60 * KB,
  /** Median in-page time from click to a visible dialog. */
  clickToDialogMs: 20,
}
