import type { SwapMessages } from '../useSwapMessages.js'

/** The Swap views' strings in es (their own chunk, loaded by Swap). */
const catalogue: SwapMessages = {
  swapFrom: 'Pagas',
  swapTo: 'Recibes',
  swapChooseToken: 'Elegir un token: {symbol}',
  swapSelectToken: 'Selecciona un token',
  swapSearchTokens: 'Buscar tokens',
  swapNoTokens: 'No se encontraron tokens',
  swapFlip: 'Invertir los tokens',
  swapQuoted: 'Cotizado: lo que recibes sigue a lo que pagas',
  swapQuoting: 'Obteniendo una cotización…',
  swapQuoteFailed: 'No se pudo obtener una cotización',
  swapNoRoute: 'No hay ruta para este par',
  swapSameToken: 'Elige dos tokens distintos',
  swapPriceImpact: 'Impacto en el precio',
  swapSlippage: 'Tolerancia de deslizamiento (%)',
  swapInvalidSlippage: 'Introduce un deslizamiento de 0,01 a 50 %',
  swapMinimumReceived: 'Mínimo recibido',
  swapRoute: 'Ruta',
  swapRouteVia: '{path} vía {protocol}',
  swapPreview: 'Revisar intercambio',
  swapApproveFirst:
    'Primero aprueba {amount} para el intercambio en tu billetera',
  swapApproveInBatch:
    'Aprueba {amount} e intercambia con una sola confirmación en tu billetera',
  swapApproving: 'Aprueba en tu billetera…',
  swapDone: 'Intercambiado {from} por {to}',
  swapReverted:
    'El intercambio se revirtió: el precio se movió más allá de tu deslizamiento',
  swapUnsupported: 'Red no compatible con intercambios',
  swapPercent: '{amount} %',
}

export default catalogue
