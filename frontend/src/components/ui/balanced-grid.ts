/**
 * A card grid whose last row is never left with a hole: on two columns an odd last card spans both;
 * on three columns (a six-track grid, two tracks a card) a last row of two cards shares the row, and a
 * last card alone turns the last two rows into pairs (five cards: three, then two; seven: three, two,
 * two). Class names are literal so Tailwind finds them.
 */
export function balancedGridClass(columns: 2 | 3): string {
  return columns === 3 ? 'grid sm:grid-cols-2 lg:grid-cols-6' : 'grid sm:grid-cols-2';
}

export function balancedItemClass(index: number, count: number, columns: 2 | 3): string {
  const classes: string[] = [];
  const isLast = index === count - 1;
  if (isLast && count % 2 === 1) classes.push('sm:col-span-2');
  if (columns === 3) {
    const remainder = count % 3;
    const inPairedRows = (remainder === 2 && index >= count - 2) || (remainder === 1 && count >= 4 && index >= count - 4);
    if (count === 1) classes.push('lg:col-span-6');
    else classes.push(inPairedRows ? 'lg:col-span-3' : 'lg:col-span-2');
  }
  return classes.join(' ');
}
