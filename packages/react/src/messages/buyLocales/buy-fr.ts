import type { BuyMessages } from '../useBuyMessages.js'

/** The Buy view's strings in fr (their own chunk, loaded by Buy). */
const catalogue: BuyMessages = {
  buyWhat: 'Que voulez-vous acheter ?',
  buyByCard: 'Payer par carte',
  buyToken: 'Acheter {symbol} sur {network}',
  buySample: "Options d'exemple : le service d'achat est injoignable",
  buyNothing: 'Rien à acheter sur ce réseau',
  buyAmount: 'Montant à payer',
  buyCurrency: 'Devise',
  buyLimits: 'De {min} à {max} {currency} par carte',
  buyBelowMinimum: 'Le minimum est de {amount} {currency}',
  buyAboveMaximum: 'Le maximum est de {amount} {currency}',
  buyTooManyDecimals: 'Saisissez un montant avec 2 décimales au plus',
  buyQuoting: 'Obtention d’un devis…',
  buyQuote: 'Devis',
  buyReceive: 'Vous recevez',
  buyFee: 'Frais',
  buyTotal: 'Total',
  buyEstimate:
    'Estimation seulement : la page de paiement affiche le montant final',
  buyContinue: 'Continuer vers le paiement',
  buyStartFailed: 'Impossible d’ouvrir la page de paiement',
  buyPopupBlocked: 'Votre navigateur a bloqué la fenêtre de paiement',
  buyOpenPayment: 'Ouvrir la page de paiement',
  buyPayInWindow: 'Terminez le paiement dans la nouvelle fenêtre',
  buyDelivering:
    'Paiement reçu : {amount} est en route vers votre portefeuille',
  buyDone: '{amount} est arrivé dans votre portefeuille',
  buyDeclined: 'Votre carte a été refusée. Rien n’a été débité.',
  buyFailed: 'L’achat a échoué : rien n’a été envoyé',
  buyDoneButton: 'Retour au compte',
  buyStatusFailed: 'Impossible de lire l’état de l’achat',
  buyWindowClosed:
    'La fenêtre de paiement a été fermée avant que le paiement n’aboutisse',
}

export default catalogue
