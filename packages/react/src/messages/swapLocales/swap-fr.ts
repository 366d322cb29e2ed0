import type { SwapMessages } from '../useSwapMessages.js'

/** The Swap views' strings in fr (their own chunk, loaded by Swap). */
const catalogue: SwapMessages = {
  swapFrom: 'Vous payez',
  swapTo: 'Vous recevez',
  swapChooseToken: 'Choisir un jeton : {symbol}',
  swapSelectToken: 'Sélectionner un jeton',
  swapSearchTokens: 'Rechercher des jetons',
  swapNoTokens: 'Aucun jeton trouvé',
  swapFlip: 'Inverser les jetons',
  swapQuoted: 'Cotation : le montant reçu suit le montant payé',
  swapQuoting: "Obtention d'une cotation…",
  swapQuoteFailed: "Impossible d'obtenir une cotation",
  swapNoRoute: 'Aucune route pour cette paire',
  swapSameToken: 'Choisissez deux jetons différents',
  swapPriceImpact: 'Impact sur le prix',
  swapSlippage: 'Tolérance de glissement (%)',
  swapInvalidSlippage: 'Saisissez un glissement de 0,01 à 50 %',
  swapMinimumReceived: 'Minimum reçu',
  swapRoute: 'Route',
  swapRouteVia: '{path} via {protocol}',
  swapPreview: "Vérifier l'échange",
  swapApproveFirst:
    "Approuvez d'abord {amount} pour l'échange dans votre portefeuille",
  swapApproveInBatch:
    'Approuvez {amount} et échangez en une seule confirmation dans votre portefeuille',
  swapApproving: 'Approuvez dans votre portefeuille…',
  swapDone: '{from} échangé contre {to}',
  swapReverted: "L'échange a été annulé : le prix a dépassé votre glissement",
  swapUnsupported: 'Réseau non pris en charge pour les échanges',
  swapPercent: '{amount} %',
}

export default catalogue
