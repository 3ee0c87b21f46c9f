import { formatPrice } from '@burgers/domain/pricing';

interface PriceTagProps {
  value: number;
  className?: string;
}

/** A price as the shop shows it: '$' prefix, decimals only when the amount has cents (docs/product/README.md#conventions-every-area-shares). */
export function PriceTag({ value, className = '' }: PriceTagProps) {
  return <span className={`price-tag ${className}`.trim()}>{formatPrice(value)}</span>;
}
