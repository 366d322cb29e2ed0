/**
 * Strings of the Send, Review and Activity chunks, in English: they ship
 * with those lazy views, not with the modal (another language has them in
 * its one catalogue, `locales/<tag>.ts`).
 */
export const sendMessages = {
  noAddressFound: 'No address found for {name}',
  enterAmount: 'Enter an amount',
  enterReceiver: 'Enter an address or name',
  activityPending: 'Pending',
  activityConfirmed: 'Confirmed',
  activityFailed: 'Failed',
  activityTo: 'To {name}',
  activityFrom: 'From {name}',
  viewOnExplorer: 'View on {explorer}',
} as const
