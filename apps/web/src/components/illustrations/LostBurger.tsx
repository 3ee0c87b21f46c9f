/** A confused burger holding a map: the not-found page's picture. Decorative. */
export function LostBurger({ className = '' }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 320 240" role="presentation" aria-hidden="true" focusable="false">
      <ellipse cx="160" cy="222" rx="110" ry="10" fill="#2a1d16" opacity="0.12" />
      {/* question marks */}
      <text
        x="238"
        y="62"
        fontFamily="Bebas Neue, sans-serif"
        fontSize="44"
        fill="#d7263d"
        transform="rotate(14 238 62)"
      >
        ?
      </text>
      <text
        x="62"
        y="70"
        fontFamily="Bebas Neue, sans-serif"
        fontSize="32"
        fill="#f4a300"
        transform="rotate(-16 62 70)"
      >
        ?
      </text>
      {/* bottom bun */}
      <path
        d="M70 172h180a10 10 0 0 1 10 10v4c0 14-14 24-30 24H90c-16 0-30-10-30-24v-4a10 10 0 0 1 10-10z"
        fill="#e8a04a"
      />
      {/* patty */}
      <rect x="62" y="150" width="196" height="28" rx="14" fill="#5b3420" />
      <path d="M80 162h20M122 164h24M170 161h18M210 165h22" stroke="#3d2113" strokeWidth="4" strokeLinecap="round" />
      {/* cheese */}
      <path d="M64 144h192l-10 12-14-6-14 14-14-12-16 16-14-14-16 14-14-14-16 12-14-12-14 10-12-10z" fill="#f4a300" />
      {/* tomato */}
      <rect x="72" y="136" width="80" height="12" rx="6" fill="#e0412f" />
      <rect x="168" y="136" width="80" height="12" rx="6" fill="#e0412f" />
      {/* lettuce */}
      <path
        d="M56 132 q7.5 14 15 0 t15 0 t15 0 t15 0 t15 0 t15 0 t15 0 t15 0 t15 0 t15 0 t15 0 t15 0 t15 0 t15 0 V124 H56 Z"
        fill="#4caf50"
      />
      {/* top bun */}
      <path d="M62 134c0-52 44-86 98-86s98 34 98 86z" fill="#f0a64c" />
      <path
        d="M80 120c4-34 36-58 80-58"
        stroke="#ffd08a"
        strokeWidth="8"
        strokeLinecap="round"
        fill="none"
        opacity="0.7"
      />
      {/* sesame */}
      <g fill="#fff3d6">
        <ellipse cx="120" cy="82" rx="5" ry="3" transform="rotate(-20 120 82)" />
        <ellipse cx="160" cy="70" rx="5" ry="3" />
        <ellipse cx="198" cy="84" rx="5" ry="3" transform="rotate(20 198 84)" />
        <ellipse cx="140" cy="100" rx="5" ry="3" transform="rotate(10 140 100)" />
        <ellipse cx="182" cy="104" rx="5" ry="3" transform="rotate(-10 182 104)" />
      </g>
      {/* face */}
      <circle cx="136" cy="112" r="7" fill="#2a1d16" />
      <circle cx="184" cy="112" r="7" fill="#2a1d16" />
      <circle cx="138" cy="110" r="2" fill="#fff" />
      <circle cx="186" cy="110" r="2" fill="#fff" />
      <path d="M146 126q14-8 28 0" stroke="#2a1d16" strokeWidth="4" fill="none" strokeLinecap="round" />
      {/* map */}
      <g transform="rotate(-8 262 160)">
        <path
          d="M236 132l18 6 18-6 18 6v46l-18-6-18 6-18-6z"
          fill="#fff8ee"
          stroke="#3b2a20"
          strokeWidth="3"
          strokeLinejoin="round"
        />
        <path d="M254 138v46M272 132v46" stroke="#3b2a20" strokeWidth="2" />
        <path d="M242 170q10-14 20-4t22-10" stroke="#d7263d" strokeWidth="3" strokeDasharray="4 4" fill="none" />
        <path d="M282 150l6 6m0-6l-6 6" stroke="#d7263d" strokeWidth="3" strokeLinecap="round" />
      </g>
      {/* arm */}
      <path d="M250 150q-10-4-16-12" stroke="#5b3420" strokeWidth="6" strokeLinecap="round" fill="none" />
    </svg>
  );
}
