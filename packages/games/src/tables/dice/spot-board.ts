/**
 * A board of named spots, each settled by a whole "x:1" payout on the outcome. Both dice
 * games list their spots once and look bets up, which is stricter than parsing: a text is
 * a spot only if it is written exactly as a listed spot or one of its aliases.
 */
export interface SpotRule<Outcome, BetType extends string> {
  /** The one way the engine writes the spot. */
  spot: string;
  type: BetType;
  /** Other texts for the same spot, e.g. "combo:2-1" for "combo:1-2". */
  aliases?: readonly string[];
  /**
   * What one unit staked returns on the outcome, stake included (x + 1 on an x:1 win, 0 on
   * a loss). Whole numbers: every payout of these games is x:1, so nothing is rounded.
   */
  returns(outcome: Outcome): bigint;
}

export interface SpotBoard<Outcome, BetType extends string> {
  spots: readonly string[];
  readType(spot: string): { type: BetType; spot: string } | null;
  settle(spot: string, stake: bigint, outcome: Outcome): bigint;
}

export function spotBoard<Outcome, BetType extends string>(
  rules: readonly SpotRule<Outcome, BetType>[],
): SpotBoard<Outcome, BetType> {
  // A Map, not an object: texts from the internet such as "constructor" must miss.
  const byText = new Map<string, SpotRule<Outcome, BetType>>();
  for (const rule of rules) {
    for (const text of [rule.spot, ...(rule.aliases ?? [])]) {
      if (byText.has(text)) throw new Error(`two spots are written ${text}`);
      byText.set(text, rule);
    }
  }
  return {
    spots: rules.map((r) => r.spot),
    readType(spot) {
      const rule = byText.get(spot);
      return rule ? { type: rule.type, spot: rule.spot } : null;
    },
    settle(spot, stake, outcome) {
      const rule = byText.get(spot);
      if (!rule) throw new RangeError(`no such spot: ${spot}`);
      if (stake < 0n) throw new RangeError(`a stake cannot be negative, got ${stake}`);
      return stake * rule.returns(outcome);
    },
  };
}
