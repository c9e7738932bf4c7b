/** GET v1/mcp/contract/symbols: realistic symbol lists per business line, each with the md5 of its content. */
import { createHash } from 'node:crypto';
import { businessError, success } from './http.mjs';

const PERPETUAL = 1;
const DELIVERY = 2;

function symbol(symbolCode, symbolId, symbolType, betaShow = false) {
  return { symbolCode, symbolId, symbolType, betaShow };
}

/** Lines 10 (USDT-M), 11 (Coin-M: perpetual and delivery) and 12 (USDC-M). Beta symbols sit first to prove they are skipped. */
const SYMBOLS_BY_LINE = {
  10: [
    symbol('PUMPUSDT', 'PUMPUSDT_UMCBL', PERPETUAL, true),
    symbol('BTCUSDT', 'BTCUSDT_UMCBL', PERPETUAL),
    symbol('ETHUSDT', 'ETHUSDT_UMCBL', PERPETUAL),
    symbol('SOLUSDT', 'SOLUSDT_UMCBL', PERPETUAL),
    symbol('XRPUSDT', 'XRPUSDT_UMCBL', PERPETUAL),
    symbol('DOGEUSDT', 'DOGEUSDT_UMCBL', PERPETUAL),
    symbol('BNBUSDT', 'BNBUSDT_UMCBL', PERPETUAL),
  ],
  11: [
    symbol('LTCUSD', 'LTCUSD_DMCBL', PERPETUAL, true),
    symbol('BTCUSD', 'BTCUSD_DMCBL', PERPETUAL),
    symbol('ETHUSD', 'ETHUSD_DMCBL', PERPETUAL),
    symbol('XRPUSD', 'XRPUSD_DMCBL', PERPETUAL),
    symbol('ETHUSD_250926', 'ETHUSD_DMCBL_250926', DELIVERY, true),
    symbol('BTCUSD_251226', 'BTCUSD_DMCBL_251226', DELIVERY),
    symbol('ETHUSD_251226', 'ETHUSD_DMCBL_251226', DELIVERY),
    symbol('BTCUSD_260327', 'BTCUSD_DMCBL_260327', DELIVERY),
  ],
  12: [
    symbol('XRPPERP', 'XRPPERP_CMCBL', PERPETUAL, true),
    symbol('BTCPERP', 'BTCPERP_CMCBL', PERPETUAL),
    symbol('ETHPERP', 'ETHPERP_CMCBL', PERPETUAL),
    symbol('SOLPERP', 'SOLPERP_CMCBL', PERPETUAL),
  ],
};

/**
 * The answer data for a business line; other lines have an empty list.
 * @param {number} businessLine
 */
export function symbolList(businessLine) {
  const symbols = SYMBOLS_BY_LINE[businessLine];
  const listDTOS = symbols ? [{ businessLine, symbolDTOList: symbols }] : [];
  return { listDTOS, md5: createHash('md5').update(JSON.stringify(listDTOS)).digest('hex') };
}

/**
 * When the request's md5 is the current one, the list is unchanged: same md5, listDTOS null.
 * @param {URLSearchParams} query
 */
export function contractSymbolsReply(query) {
  const businessLine = Number(query.get('businessLine'));
  if (!query.get('businessLine') || !Number.isInteger(businessLine) || businessLine <= 0) {
    return businessError('40000', 'Parameter businessLine is required and must be a positive integer.');
  }
  const { listDTOS, md5 } = symbolList(businessLine);
  return success({ listDTOS: query.get('md5') === md5 ? null : listDTOS, md5 });
}
