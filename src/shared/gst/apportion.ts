/**
 * Splits an amount in paise across parts in proportion to their weights, exactly: each part gets
 * its share rounded down, and the paise left over go one each to the largest remainders (the
 * earlier part first on a tie). The shares always add up to the amount.
 */
export function apportion(amountPaise: number, weights: readonly number[]): number[] {
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  if (total <= 0 || amountPaise === 0) return weights.map(() => 0);
  const exact = weights.map((weight) => BigInt(amountPaise) * BigInt(weight));
  const shares = exact.map((value) => Number(value / BigInt(total)));
  const remainders = exact.map((value, index) => ({ index, rest: Number(value % BigInt(total)) }));
  let left = amountPaise - shares.reduce((sum, share) => sum + share, 0);
  remainders.sort((a, b) => b.rest - a.rest || a.index - b.index);
  for (const { index } of remainders) {
    if (left <= 0) break;
    shares[index]! += 1;
    left -= 1;
  }
  return shares;
}
