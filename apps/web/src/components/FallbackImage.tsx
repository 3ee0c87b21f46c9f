import { useState, type ImgHTMLAttributes } from 'react';

export type PlaceholderKind = 'product' | 'ingredient' | 'profile' | 'logo';

export const placeholderFor = (kind: PlaceholderKind): string => `/images/placeholders/${kind}.svg`;

interface FallbackImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'alt'> {
  src: string | null | undefined;
  alt: string;
  kind: PlaceholderKind;
}

/** An image that shows the not-found placeholder of its kind when it is missing or fails (docs/product/README.md#conventions-every-area-shares). */
export function FallbackImage({ src, alt, kind, loading = 'lazy', decoding = 'async', ...rest }: FallbackImageProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const broken = !src || failedSrc === src;
  return (
    <img
      {...rest}
      src={broken ? placeholderFor(kind) : src}
      alt={alt}
      loading={loading}
      decoding={decoding}
      onError={() => {
        if (src) setFailedSrc(src);
      }}
    />
  );
}
