/** The `irn_subscription` push; `data` from `formatSubscriptionData`. */
export function formatSubscription(
  pushId: string,
  subscription: string,
  data: string,
): string {
  return `{"id":${pushId},"jsonrpc":"2.0","method":"irn_subscription","params":{"id":${JSON.stringify(subscription)},"data":${data}}}`
}
