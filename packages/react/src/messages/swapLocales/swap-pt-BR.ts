import type { SwapMessages } from '../useSwapMessages.js'

/** The Swap views' strings in pt-BR (their own chunk, loaded by Swap). */
const catalogue: SwapMessages = {
  swapFrom: 'Você paga',
  swapTo: 'Você recebe',
  swapChooseToken: 'Escolher um token: {symbol}',
  swapSelectToken: 'Selecione um token',
  swapSearchTokens: 'Buscar tokens',
  swapNoTokens: 'Nenhum token encontrado',
  swapFlip: 'Inverter os tokens',
  swapQuoted: 'Cotação: o valor recebido acompanha o valor pago',
  swapQuoting: 'Obtendo uma cotação…',
  swapQuoteFailed: 'Não foi possível obter uma cotação',
  swapNoRoute: 'Nenhuma rota para este par',
  swapSameToken: 'Escolha dois tokens diferentes',
  swapPriceImpact: 'Impacto no preço',
  swapSlippage: 'Tolerância de slippage (%)',
  swapInvalidSlippage: 'Informe um slippage de 0,01 a 50 %',
  swapMinimumReceived: 'Mínimo recebido',
  swapRoute: 'Rota',
  swapRouteVia: '{path} via {protocol}',
  swapPreview: 'Revisar troca',
  swapApproveFirst: 'Primeiro aprove {amount} para a troca na sua carteira',
  swapApproveInBatch:
    'Aprove {amount} e troque com uma só confirmação na sua carteira',
  swapApproving: 'Aprove na sua carteira…',
  swapDone: '{from} trocado por {to}',
  swapReverted: 'A troca foi revertida: o preço passou do seu slippage',
  swapUnsupported: 'Rede não suportada para trocas',
  swapPercent: '{amount} %',
}

export default catalogue
