import { getSlotModel, type ValueOf } from '@gamehall/contract';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../lib/api-client.ts';

export type SlotModel = ValueOf<typeof getSlotModel>;

export const slotModelQuery = (engine: string) =>
  queryOptions({
    queryKey: ['play', 'slotModel', engine],
    queryFn: () => call(getSlotModel, { query: { engine } }),
    staleTime: Number.POSITIVE_INFINITY,
  });

/** A symbol of the model's paytable, as packages/games writes it (the wire says unknown). */
export interface SymbolRules {
  pays?: Record<string, number>;
  wild?: boolean;
  scatter?: boolean;
  scatterPays?: Record<string, number>;
  freeSpins?: Record<string, number>;
}

export const rulesOf = (model: SlotModel, id: string): SymbolRules => {
  const rules = model.symbols[id];
  return rules && typeof rules === 'object' ? (rules as SymbolRules) : {};
};
