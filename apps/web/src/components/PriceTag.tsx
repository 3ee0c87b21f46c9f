import { formatPrice } from '@burgers/domain/pricing';

interface PriceTagProps {
  value: number;
  className?: string;
}

/** A price as the shop shows it: '$' prefix, decimals only when the amount has cents (SPEC §1). */
export function PriceTag({ value, className = '' }: PriceTagProps) {
  return <span className={`price-tag ${className}`.trim()}>{formatPrice(value)}</span>;
}
