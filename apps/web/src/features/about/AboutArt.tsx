/** Decorative drawings of the shop for the about page, drawn in SVG so nothing is downloaded. */

interface ArtProps {
  className?: string;
}

/** The shop front on a Devoto corner: awning, neon sign, a warm window and a tree. */
export function ShopFrontArt({ className = '' }: ArtProps) {
  return (
    <svg className={className} viewBox="0 0 480 360" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id="about-sky" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#ffcf7a" />
          <stop offset="1" stopColor="#f28c38" />
        </linearGradient>
        <linearGradient id="about-window" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#ffe6a8" />
          <stop offset="1" stopColor="#f4a300" />
        </linearGradient>
      </defs>
      <rect width="480" height="360" rx="24" fill="url(#about-sky)" />
      <circle cx="392" cy="70" r="34" fill="#fff3d6" opacity="0.85" />
      {/* neighbouring buildings */}
      <rect x="0" y="120" width="70" height="200" fill="#c46a2c" opacity="0.55" />
      <rect x="410" y="100" width="70" height="220" fill="#c46a2c" opacity="0.55" />
      {/* the building */}
      <rect x="70" y="90" width="340" height="230" fill="#fff3e0" />
      <rect x="70" y="90" width="340" height="18" fill="#3b2a20" />
      {/* sign */}
      <rect x="130" y="122" width="220" height="44" rx="10" fill="#1c1410" />
      <text
        x="240"
        y="153"
        textAnchor="middle"
        fontFamily="Bebas Neue, sans-serif"
        fontSize="28"
        fill="#f4a300"
        letterSpacing="2"
      >
        BURGERS DEVOTO
      </text>
      {/* awning */}
      <path d="M90 180h300l-14 34H104z" fill="#d7263d" />
      <path
        d="M118 180l-6 34M158 180l-4 34M198 180l-2 34M238 180v34M278 180l2 34M318 180l4 34M358 180l6 34"
        stroke="#fff3e0"
        strokeWidth="14"
        opacity="0.9"
      />
      <path d="M104 214q12 12 24 0t24 0 24 0 24 0 24 0 24 0 24 0 24 0 24 0 24 0 24 0 24 0" fill="#d7263d" />
      {/* window with warm light and a burger */}
      <rect x="104" y="228" width="170" height="92" rx="6" fill="url(#about-window)" />
      <rect x="104" y="228" width="170" height="92" rx="6" fill="none" stroke="#3b2a20" strokeWidth="6" />
      <path d="M152 292h74a6 6 0 0 1 0 12h-74a6 6 0 0 1 0-12z" fill="#c9772a" />
      <rect x="146" y="280" width="86" height="13" rx="6" fill="#5a3320" />
      <path d="M148 276h82l-6 6-8-4-8 6-8-5-10 6-8-6-10 6-8-5-8 4z" fill="#ffc83d" />
      <path d="M148 276c0-22 18-34 41-34s41 12 41 34z" fill="#f0a64a" />
      {/* door */}
      <rect x="292" y="228" width="78" height="92" rx="6" fill="#3b2a20" />
      <rect x="302" y="238" width="58" height="44" rx="4" fill="#ffe6a8" opacity="0.8" />
      <circle cx="358" cy="292" r="4" fill="#f4a300" />
      {/* pavement and tree */}
      <rect x="0" y="320" width="480" height="40" rx="0" fill="#7a5236" />
      <rect x="0" y="320" width="480" height="8" fill="#5a3a26" />
      <rect x="22" y="250" width="12" height="74" fill="#5a3a26" />
      <circle cx="28" cy="236" r="34" fill="#4f9a3a" />
      <circle cx="50" cy="258" r="22" fill="#5fae3a" />
    </svg>
  );
}

/** A patty on the grill over live flames. */
export function GrillArt({ className = '' }: ArtProps) {
  return (
    <svg className={className} viewBox="0 0 240 180" aria-hidden="true" focusable="false">
      <rect width="240" height="180" rx="20" fill="#1c1410" />
      <path d="M60 150c-6-26 14-34 8-58 18 14 22 30 20 46 8-10 10-22 6-36 20 18 26 36 18 48z" fill="#d7263d" />
      <path d="M120 150c-8-30 16-40 8-66 22 16 28 36 24 52 8-12 10-24 6-38 22 20 26 40 18 52z" fill="#f28c38" />
      <path d="M170 150c-4-20 10-28 6-46 14 10 18 24 16 36 6-8 8-16 4-26 14 14 18 28 12 36z" fill="#d7263d" />
      <path d="M92 150c-4-16 8-22 4-36 12 10 14 20 12 30z" fill="#ffc83d" />
      <path d="M150 150c-4-16 8-22 4-36 12 10 14 20 12 30z" fill="#ffc83d" />
      <g stroke="#8a8a8a" strokeWidth="5" strokeLinecap="round">
        <path d="M30 100h180" />
        <path d="M30 116h180" />
      </g>
      <ellipse cx="120" cy="92" rx="62" ry="16" fill="#5a3320" />
      <ellipse cx="120" cy="86" rx="62" ry="16" fill="#6e3f26" />
      <path d="M84 82l14 8M112 78l14 8M140 80l14 8" stroke="#3d2113" strokeWidth="5" strokeLinecap="round" />
      <path
        d="M92 52c-6-10 6-14 0-24M120 48c-6-10 6-14 0-24M148 52c-6-10 6-14 0-24"
        stroke="#fff3e0"
        strokeWidth="4"
        strokeLinecap="round"
        fill="none"
        opacity="0.55"
      />
    </svg>
  );
}

/** Fresh bread and a chef's hat: the kitchen team. */
export function KitchenArt({ className = '' }: ArtProps) {
  return (
    <svg className={className} viewBox="0 0 240 180" aria-hidden="true" focusable="false">
      <rect width="240" height="180" rx="20" fill="#fff4e0" />
      <circle cx="120" cy="96" r="64" fill="#f4a300" opacity="0.18" />
      <path
        d="M84 92c-18 0-26-22-10-32 2-20 26-28 40-16 12-14 38-10 42 8 20-2 30 22 14 34v30H84z"
        fill="#fffaf2"
        stroke="#3b2a20"
        strokeWidth="5"
        strokeLinejoin="round"
      />
      <rect x="84" y="112" width="86" height="22" rx="4" fill="#fffaf2" stroke="#3b2a20" strokeWidth="5" />
      <path d="M106 112v22M128 112v22M150 112v22" stroke="#3b2a20" strokeWidth="3" />
      <ellipse cx="62" cy="150" rx="36" ry="14" fill="#c9772a" />
      <ellipse cx="62" cy="146" rx="36" ry="14" fill="#f0a64a" />
      <path d="M44 142q6 4 12 0M62 140q6 4 12 0" stroke="#fff3d6" strokeWidth="3" strokeLinecap="round" fill="none" />
      <ellipse cx="184" cy="152" rx="30" ry="12" fill="#c9772a" />
      <ellipse cx="184" cy="148" rx="30" ry="12" fill="#f0a64a" />
      <path d="M170 146q6 4 12 0M186 144q6 4 12 0" stroke="#fff3d6" strokeWidth="3" strokeLinecap="round" fill="none" />
    </svg>
  );
}

/** Fresh vegetables for the veggie line. */
export function GardenArt({ className = '' }: ArtProps) {
  return (
    <svg className={className} viewBox="0 0 240 180" aria-hidden="true" focusable="false">
      <rect width="240" height="180" rx="20" fill="#e8f3df" />
      <circle cx="86" cy="104" r="40" fill="#d7263d" />
      <path d="M86 64c-4-10 2-18 10-20-2 8 0 14-10 20z" fill="#4f9a3a" />
      <circle cx="74" cy="94" r="8" fill="#fff" opacity="0.35" />
      <path d="M130 140c0-40 20-70 60-80-6 40-26 70-60 80z" fill="#5fae3a" />
      <path d="M132 136c14-22 30-44 52-70" stroke="#3d7a2a" strokeWidth="4" fill="none" strokeLinecap="round" />
      <ellipse cx="160" cy="150" rx="46" ry="10" fill="#3b2a20" opacity="0.12" />
      <ellipse cx="86" cy="150" rx="40" ry="8" fill="#3b2a20" opacity="0.12" />
    </svg>
  );
}
