// @latch/core, onramp: the on-ramp (Buy): options, quotes, checkout, orders and
// fiat amounts.

export {
  type GetOnrampOptionsReturnType,
  getOnrampOptions,
} from '../../actions/getOnrampOptions.js'
export { getOnrampOrder } from '../../actions/getOnrampOrder.js'
export {
  type GetOnrampQuoteParameters,
  getOnrampQuote,
} from '../../actions/getOnrampQuote.js'
export {
  type OpenOnrampCheckoutParameters,
  type OpenOnrampCheckoutReturnType,
  openOnrampCheckout,
} from '../../actions/openOnrampCheckout.js'
export { refreshAfterOnramp } from '../../actions/refreshAfterOnramp.js'
export type {
  OnrampNetwork,
  OnrampOptions,
  OnrampOrder,
  OnrampQuote,
} from '../../api/onramp.js'
export {
  OnrampUnavailableError,
  type OnrampUnavailableErrorType,
} from '../../onramp/errors.js'
export {
  checkFiatAmount,
  type FiatAmountProblem,
  formatCents,
  parseFiatCents,
} from '../../onramp/fiatAmount.js'
export { isStandInOnrampQuote } from '../../onramp/standInOnrampQuote.js'
