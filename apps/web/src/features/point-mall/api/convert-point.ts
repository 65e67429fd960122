import { convertPoint } from '@gamehall/contract';
import { useMoneyAction } from '../../wallet/index.ts';

/** Converts points into the main wallet (E call, idempotent); balances and points asked again. */
export const useConvertPoint = () => useMoneyAction(convertPoint, [['points']]);
