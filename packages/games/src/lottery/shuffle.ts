/**
 * The first `uniforms.length` numbers of 1…pool after a forward Fisher–Yates shuffle:
 * for k = 0, 1, …: j = k + floor(u_k × (pool − k)), swap positions k and j. Number k is then
 * drawn uniformly from those not yet drawn, the same shuffle as the baccarat shoe
 * (tables/README.md); later steps would not move the first positions, so they are not run.
 */
export function shuffledPrefix(pool: number, uniforms: readonly number[]): number[] {
  if (uniforms.length > pool) throw new RangeError(`cannot draw ${uniforms.length} of ${pool}`);
  const moved = new Map<number, number>();
  const at = (position: number) => moved.get(position) ?? position + 1;
  return uniforms.map((u, k) => {
    if (!(u >= 0 && u < 1)) throw new RangeError(`uniform #${k} must be in [0, 1), got ${u}`);
    const j = k + Math.floor(u * (pool - k));
    const drawn = at(j);
    moved.set(j, at(k));
    moved.set(k, drawn);
    return drawn;
  });
}
