/**
 * A PVP hand's state as JSON for the database: bigints (chips) as {"$n": "123"}, so the
 * state read back is the state written (JSON itself has no bigint).
 */
export function encodePvpState(state: unknown): string {
  return JSON.stringify(state, (_key, value) =>
    typeof value === 'bigint' ? { $n: value.toString() } : value,
  );
}

export function decodePvpState<State>(text: string): State {
  return JSON.parse(text, (_key, value) =>
    value !== null &&
    typeof value === 'object' &&
    typeof value.$n === 'string' &&
    Object.keys(value).length === 1
      ? BigInt(value.$n)
      : value,
  ) as State;
}
