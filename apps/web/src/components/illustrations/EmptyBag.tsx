/** An empty take-away bag: nothing in the cart yet. Decorative. */
export function EmptyBag({ className = '' }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 200 140" role="presentation" aria-hidden="true" focusable="false">
      <ellipse cx="100" cy="128" rx="62" ry="7" fill="#2a1d16" opacity="0.08" />
      <path d="M56 40h88l8 86H48z" fill="#e8c58f" />
      <path d="M56 40h88l3 22H53z" fill="#d9ae6b" />
      <path d="M80 40v-8a20 20 0 0 1 40 0v8" stroke="#8a5a34" strokeWidth="6" fill="none" strokeLinecap="round" />
      <circle cx="100" cy="90" r="20" fill="#1c1410" />
      <circle cx="100" cy="90" r="16" fill="none" stroke="#f4a300" strokeWidth="2.5" />
      <path d="M90 88c0-6 4.5-9 10-9s10 3 10 9z" fill="#f4a300" />
      <rect x="89" y="90" width="22" height="4" rx="2" fill="#6b3a22" />
      <path d="M90 96h20c0 3-2 4.5-4.5 4.5h-11C92 100.5 90 99 90 96z" fill="#e39a3f" />
      <g stroke="#b9a17f" strokeWidth="4" strokeLinecap="round">
        <path d="M160 30l8-8M166 44h10M150 22v-10" />
      </g>
    </svg>
  );
}
