import type { BuyMessages } from '../useBuyMessages.js'

/** The Buy view's strings in de (their own chunk, loaded by Buy). */
const catalogue: BuyMessages = {
  buyWhat: 'Was möchtest du kaufen?',
  buyByCard: 'Mit Karte bezahlen',
  buyToken: '{symbol} auf {network} kaufen',
  buySample: 'Beispieloptionen: Der On-Ramp war nicht erreichbar',
  buyNothing: 'In diesem Netzwerk gibt es nichts zu kaufen',
  buyAmount: 'Zu zahlender Betrag',
  buyCurrency: 'Währung',
  buyLimits: 'Von {min} bis {max} {currency} per Karte',
  buyBelowMinimum: 'Das Minimum ist {amount} {currency}',
  buyAboveMaximum: 'Das Maximum ist {amount} {currency}',
  buyTooManyDecimals: 'Gib einen Betrag mit höchstens 2 Dezimalstellen ein',
  buyQuoting: 'Angebot wird abgerufen…',
  buyQuote: 'Angebot',
  buyReceive: 'Du erhältst',
  buyFee: 'Gebühr',
  buyTotal: 'Gesamt',
  buyEstimate:
    'Nur eine Schätzung: Die Zahlungsseite zeigt den endgültigen Betrag',
  buyContinue: 'Weiter zur Zahlung',
  buyStartFailed: 'Die Zahlungsseite konnte nicht geöffnet werden',
  buyPopupBlocked: 'Dein Browser hat das Zahlungsfenster blockiert',
  buyOpenPayment: 'Zahlungsseite öffnen',
  buyPayInWindow: 'Schließe die Zahlung im neuen Fenster ab',
  buyDelivering: 'Zahlung erhalten: {amount} ist unterwegs zu deiner Wallet',
  buyDone: '{amount} ist in deiner Wallet angekommen',
  buyDeclined: 'Deine Karte wurde abgelehnt. Es wurde nichts belastet.',
  buyFailed: 'Der Kauf ist fehlgeschlagen: Es wurde nichts gesendet',
  buyDoneButton: 'Zurück zum Konto',
  buyStatusFailed: 'Der Status des Kaufs konnte nicht gelesen werden',
  buyWindowClosed:
    'Das Zahlungsfenster wurde geschlossen, bevor die Zahlung durchging',
}

export default catalogue
