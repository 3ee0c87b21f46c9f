import type { ReactNode } from 'react';

interface SectionTitleProps {
  /** The small line above the title. */
  kicker?: string;
  title: ReactNode;
  subtitle?: ReactNode;
  as?: 'h1' | 'h2' | 'h3';
  id?: string;
  align?: 'center' | 'start';
  /** On dark backgrounds the title turns cream. */
  tone?: 'light' | 'dark';
}

/** The shop's section heading: a mustard kicker, a big Bebas title and a short underline. */
export function SectionTitle({
  kicker,
  title,
  subtitle,
  as: Heading = 'h2',
  id,
  align = 'center',
  tone = 'dark',
}: SectionTitleProps) {
  return (
    <header className={`section-title section-title--${align} section-title--${tone}`}>
      {kicker && <p className="section-title__kicker">{kicker}</p>}
      <Heading className="section-title__title" id={id}>
        {title}
      </Heading>
      {subtitle && <p className="section-title__subtitle">{subtitle}</p>}
    </header>
  );
}
