import { checkSlotModel } from './check-model.ts';
import type { SlotModel } from './model.ts';
import cosmicGems from './models/slot-cosmic-gems.json' with { type: 'json' };
import jadeTemple from './models/slot-jade-temple.json' with { type: 'json' };
import sevens from './models/slot-sevens.json' with { type: 'json' };

/**
 * The in-house slot titles by id (the ids the server's catalogue names as engines). Each
 * file is checked when this module loads, so a malformed model stops the server at start
 * rather than paying wrongly in play; frozen, since the engine caches compiled models by
 * object and the RTP declared for a model must stay the model's.
 */
export const slotModels: Readonly<Record<string, SlotModel>> = Object.freeze(
  Object.fromEntries(
    [sevens, jadeTemple, cosmicGems].map((raw) => {
      const model = deepFreeze(checkSlotModel(raw));
      return [model.id, model];
    }),
  ),
);

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null) {
    for (const v of Object.values(value)) deepFreeze(v);
    Object.freeze(value);
  }
  return value;
}
