export { zhajinhuaEngine } from './engine.ts';
export {
  compareZhajinhua,
  compareZhajinhuaValues,
  describeZhajinhuaValue,
  evaluateZhajinhua,
  MIXED_235,
  ZHAJINHUA_CATEGORIES,
  ZHAJINHUA_CATEGORY_NAMES,
  type ZhajinhuaCategory,
  type ZhajinhuaHand,
  zhajinhuaValue,
} from './hand.ts';
export type {
  ZhajinhuaCompare,
  ZhajinhuaEnd,
  ZhajinhuaOut,
  ZhajinhuaSeat,
  ZhajinhuaShowdownReason,
  ZhajinhuaState,
} from './state.ts';
