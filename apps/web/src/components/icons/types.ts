import type { ReactElement, SVGProps } from 'react';

/** An icon component of this folder: an SVG that takes the usual SVG props (className, aria-hidden). */
export type IconType = (props: SVGProps<SVGSVGElement>) => ReactElement;
