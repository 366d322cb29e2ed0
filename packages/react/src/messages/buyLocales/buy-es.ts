import type { BuyMessages } from '../useBuyMessages.js'

/** The Buy view's strings in es (their own chunk, loaded by Buy). */
const catalogue: BuyMessages = {
  buyWhat: '¿Qué quieres comprar?',
  buyByCard: 'Pagar con tarjeta',
  buyToken: 'Comprar {symbol} en {network}',
  buySample: 'Opciones de ejemplo: no se pudo contactar con el on-ramp',
  buyNothing: 'No hay nada que comprar en esta red',
  buyAmount: 'Importe a pagar',
  buyCurrency: 'Moneda',
  buyLimits: 'De {min} a {max} {currency} con tarjeta',
  buyBelowMinimum: 'El mínimo es {amount} {currency}',
  buyAboveMaximum: 'El máximo es {amount} {currency}',
  buyTooManyDecimals: 'Introduce un importe con 2 decimales como máximo',
  buyQuoting: 'Obteniendo una cotización…',
  buyQuote: 'Cotización',
  buyReceive: 'Recibes',
  buyFee: 'Comisión',
  buyTotal: 'Total',
  buyEstimate:
    'Solo una estimación: la página de pago muestra el importe final',
  buyContinue: 'Continuar al pago',
  buyStartFailed: 'No se pudo abrir la página de pago',
  buyPopupBlocked: 'Tu navegador bloqueó la ventana de pago',
  buyOpenPayment: 'Abrir la página de pago',
  buyPayInWindow: 'Completa el pago en la nueva ventana',
  buyDelivering: 'Pago recibido: {amount} va de camino a tu billetera',
  buyDone: '{amount} llegó a tu billetera',
  buyDeclined: 'Tu tarjeta fue rechazada. No se cobró nada.',
  buyFailed: 'La compra falló: no se envió nada',
  buyDoneButton: 'Volver a la cuenta',
  buyStatusFailed: 'No se pudo leer el estado de la compra',
  buyWindowClosed: 'La ventana de pago se cerró antes de completar el pago',
}

export default catalogue
