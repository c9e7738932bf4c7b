import { isRecord } from './json';
import type { ContractLineSymbols, ContractSymbol, SymbolType } from './types';

/**
 * The shape of a symbol code (BTCUSD, BTCUSD_251226, SBTCSPERP): letters, digits, '_' and '-'. Codes go into link
 * paths, and the cache they are read from can be written by any script on the origin, so anything else is refused.
 */
export const SYMBOL_CODE = /^[A-Za-z0-9][A-Za-z0-9_-]{0,39}$/;

function isContractSymbol(value: unknown): value is ContractSymbol {
  return (
    isRecord(value) &&
    typeof value.symbolCode === 'string' &&
    SYMBOL_CODE.test(value.symbolCode) &&
    typeof value.symbolType === 'number'
  );
}

function isContractLine(value: unknown): value is ContractLineSymbols {
  return (
    isRecord(value) &&
    typeof value.businessLine === 'number' &&
    Array.isArray(value.symbolDTOList) &&
    value.symbolDTOList.every(isContractSymbol)
  );
}

/** A listDTOS from outside (API or cache) when it has the expected shape (every symbol code included), else null. */
export function parseSymbolLines(value: unknown): ContractLineSymbols[] | null {
  return Array.isArray(value) && value.every(isContractLine) ? value : null;
}

/** The first symbol of a business line with the given type, skipping beta (betaShow) symbols. */
export function firstSymbol(
  listDTOS: readonly ContractLineSymbols[],
  businessLine: number,
  symbolType: SymbolType,
): ContractSymbol | null {
  for (const line of listDTOS) {
    if (line.businessLine !== businessLine) continue;
    const found = line.symbolDTOList.find((symbol) => symbol.symbolType === symbolType && !symbol.betaShow);
    if (found) return found;
  }
  return null;
}
