/** An empty plate with its cutlery: nothing matched. Decorative. */
export function EmptyPlate({ className = '' }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 200 140" role="presentation" aria-hidden="true" focusable="false">
      <ellipse cx="100" cy="122" rx="70" ry="8" fill="#2a1d16" opacity="0.08" />
      <ellipse cx="100" cy="74" rx="62" ry="44" fill="#fff" stroke="#e3cfae" strokeWidth="4" />
      <ellipse cx="100" cy="74" rx="42" ry="28" fill="#fbf3e4" stroke="#efe0c6" strokeWidth="3" />
      <g fill="#e3b35e">
        <circle cx="86" cy="70" r="2.5" />
        <circle cx="110" cy="80" r="2" />
        <circle cx="102" cy="64" r="1.8" />
      </g>
      <g stroke="#b9a17f" strokeWidth="5" strokeLinecap="round" fill="none">
        <path d="M22 30v88" />
        <path d="M14 30v22q8 8 16 0V30" strokeWidth="3.5" />
        <path d="M178 30q-12 18 0 40v48" />
      </g>
    </svg>
  );
}
