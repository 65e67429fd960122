/** The points area (decision 033): the journal, the mall and conversion. */
export {
  changePoints,
  type Earned,
  earnPoints,
  type PointChange,
  type PointReason,
  pointBalanceOf,
  pointsChecks,
} from './journal.ts';
export { decideRedemption, listRedemptions } from './mall.ts';
export { POINT_VALUES, pointsFor } from './points-rules.ts';
export { itemView, redemptionView } from './service.ts';
