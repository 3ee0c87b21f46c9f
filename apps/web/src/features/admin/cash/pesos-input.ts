/** An amount as typed in Argentina ("20.000,50" or "20000.5") to pesos; NaN when it is not one. */
export function parsePesos(typed: string): number {
  const text = typed.trim();
  if (text === '') return Number.NaN;
  // A comma is the decimal mark; with none, a dot followed by exactly three digits groups thousands.
  const normal = text.includes(',')
    ? text.replace(/\./g, '').replace(',', '.')
    : /^\d{1,3}(\.\d{3})+$/.test(text)
      ? text.replace(/\./g, '')
      : text;
  return Number(normal);
}
