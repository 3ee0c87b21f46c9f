import { useQuery } from '@tanstack/react-query';
import type { CartLine } from '@burgers/domain/types';
import { basesQuery } from '#api/catalogue';

/**
 * A custom burger's base and ingredients under its SPEC name ('Burger custom 123456'), wherever the
 * cart line shows. The cart keeps only the base's id, so its name comes from the bases list.
 */
export function CustomRecipe({ line, className }: { line: CartLine; className?: string }) {
  const bases = useQuery({ ...basesQuery, enabled: line.baseId !== undefined });
  if (typeof line.id !== 'string') return null;
  const base = bases.data?.find((candidate) => candidate.id === line.baseId)?.name;
  const ingredients = (line.ingredients ?? []).map((i) => (i.quantity > 1 ? `${i.name} × ${i.quantity}` : i.name));
  const parts = base ? [base, ...ingredients] : ingredients;
  if (parts.length === 0) return null;
  return <p className={className}>{parts.join(' · ')}</p>;
}
