import type { SwapMessages } from '../useSwapMessages.js'

/** The Swap views' strings in de (their own chunk, loaded by Swap). */
const catalogue: SwapMessages = {
  swapFrom: 'Du zahlst',
  swapTo: 'Du erhältst',
  swapChooseToken: 'Token wählen: {symbol}',
  swapSelectToken: 'Token auswählen',
  swapSearchTokens: 'Token suchen',
  swapNoTokens: 'Keine Token gefunden',
  swapFlip: 'Token vertauschen',
  swapQuoted: 'Angebot: Der erhaltene Betrag folgt dem gezahlten Betrag',
  swapQuoting: 'Angebot wird abgerufen…',
  swapQuoteFailed: 'Kein Angebot erhalten',
  swapNoRoute: 'Keine Route für dieses Paar',
  swapSameToken: 'Wähle zwei verschiedene Token',
  swapPriceImpact: 'Preisauswirkung',
  swapSlippage: 'Slippage-Toleranz (%)',
  swapInvalidSlippage: 'Gib eine Slippage von 0,01 bis 50 % ein',
  swapMinimumReceived: 'Mindestens erhalten',
  swapRoute: 'Route',
  swapRouteVia: '{path} über {protocol}',
  swapPreview: 'Tausch prüfen',
  swapApproveFirst: 'Gib zuerst {amount} für den Tausch in deiner Wallet frei',
  swapApproveInBatch:
    'Gib {amount} frei und tausche mit einer Bestätigung in deiner Wallet',
  swapApproving: 'In deiner Wallet freigeben…',
  swapDone: '{from} gegen {to} getauscht',
  swapReverted:
    'Der Tausch wurde zurückgesetzt: Der Preis hat sich über deine Slippage hinaus bewegt',
  swapUnsupported: 'Netzwerk wird für Tausch nicht unterstützt',
  swapPercent: '{amount} %',
}

export default catalogue
