/** The points area (decision 033): the journal, and later the mall and conversion. */
export {
  changePoints,
  type Earned,
  earnPoints,
  type PointChange,
  type PointReason,
  pointBalanceOf,
  pointsChecks,
} from './journal.ts';
export { POINT_VALUES, pointsFor } from './points-rules.ts';
