/** An amount in halalas as riyals with two decimals (a dash when there is none). */
export const money = (halalas: number | null | undefined) =>
  halalas === null || halalas === undefined ? '—' : (halalas / 100).toFixed(2);
