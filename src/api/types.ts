/** Request and response types of the six calls (spec sections 3 and 7), in the spec's field names. */

export interface SecurityActionRequest {
  /** The security action to verify, e.g. "withdraw". */
  action: string;
}

/** Validation options of a security action: the header reads canFido2, the rest is passed on as the server sent it. */
export interface SecurityOptions {
  canFido2?: boolean;
  [field: string]: unknown;
}

export const SYMBOL_TYPE = { perpetual: 1, delivery: 2 } as const;
export type SymbolType = (typeof SYMBOL_TYPE)[keyof typeof SYMBOL_TYPE];

export interface ContractSymbol {
  symbolCode: string;
  symbolId: string;
  /** 1 = perpetual, 2 = delivery (SYMBOL_TYPE). */
  symbolType: number;
  /** Set for symbols still in beta: hidden from the menus. */
  betaShow?: boolean;
}

export interface ContractLineSymbols {
  businessLine: number;
  symbolDTOList: ContractSymbol[];
}

/** GET v1/mcp/contract/symbols, normalised: listDTOS is null when the server sent none ("unchanged"). */
export interface ContractSymbolsResult {
  listDTOS: ContractLineSymbols[] | null;
  md5: string | null;
}

export interface ChangeLanguageRequest {
  /** The language's numeric languageType from the language table. */
  languageType: number;
}

export interface TraderProCheck {
  /** The user's TraderPro uid, null when the user has none. */
  traderProUid: string | null;
}
