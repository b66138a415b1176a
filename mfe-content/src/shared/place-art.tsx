/** Small inline SVG illustrations for the Top Places cards, chosen by the content file's `image` key. */
const SKY: Record<string, [string, string]> = {
  'peak-temple': ['#6d8fb3', '#dbe7f3'],
  meadow: ['#4f8a5b', '#cfe8c4'],
  valley: ['#3f7a6b', '#bfe0d4'],
  temple: ['#3b5b7a', '#9fb8cf'],
  'river-temple': ['#7a5a3b', '#f0cfa4'],
  river: ['#2f6f8a', '#b5dce9'],
  confluence: ['#35607d', '#c9e2ee'],
  village: ['#8a6a4a', '#f2dcc0'],
};

function Temple({ x, y, s = 1 }: { x: number; y: number; s?: number }) {
  return (
    <g transform={`translate(${x} ${y}) scale(${s})`} fill="#fff6ea" stroke="#7a4b2a" strokeWidth="1.5">
      <path d="M-18 0h36v-22l-18-22-18 22z" />
      <path d="M-3 -44v-10l3-4 3 4v10z" fill="#f26b1d" stroke="none" />
      <rect x="-5" y="-14" width="10" height="14" fill="#7a4b2a" stroke="none" />
    </g>
  );
}

function Water({ d }: { d: string }) {
  return <path d={d} fill="none" stroke="#e8f6fb" strokeWidth="7" strokeLinecap="round" opacity="0.9" />;
}

/** With a title it is an image with that name; without one it is decoration, hidden from screen readers. */
export function PlaceArt({ kind, title }: { kind: string; title: string }) {
  const [from, to] = SKY[kind] ?? ['#556', '#ccd'];
  const id = `sky-${kind}`;
  const meaning = title ? { role: 'img', 'aria-label': title } : { 'aria-hidden': true, focusable: false };
  return (
    <svg viewBox="0 0 240 140" preserveAspectRatio="xMidYMid slice" {...meaning}>
      <defs>
        <linearGradient id={id} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor={to} />
          <stop offset="1" stopColor={from} />
        </linearGradient>
      </defs>
      <rect width="240" height="140" fill={`url(#${id})`} />
      <path d="M0 90 50 40l30 28 40-48 45 52 30-22 45 40v50H0z" fill="rgba(255,255,255,0.35)" />
      <path d="M120 20l-12 14h24z" fill="#fff" opacity="0.85" />
      <path d="M0 110 70 78l50 22 60-30 60 34v36H0z" fill="rgba(0,0,0,0.18)" />
      {kind === 'peak-temple' ? <Temple x={150} y={78} s={0.8} /> : null}
      {kind === 'temple' ? <Temple x={120} y={112} s={1.2} /> : null}
      {kind === 'river-temple' ? (
        <>
          <Temple x={90} y={104} />
          <Water d="M150 140c10-20 40-30 90-34" />
        </>
      ) : null}
      {kind === 'river' ? (
        <>
          <Water d="M0 128c60-16 120-10 240-26" />
          <Temple x={120} y={114} s={0.7} />
        </>
      ) : null}
      {kind === 'confluence' ? (
        <>
          <Water d="M0 104c40 6 80 16 120 30" />
          <Water d="M240 100c-40 8-80 20-120 34" />
        </>
      ) : null}
      {kind === 'meadow' || kind === 'valley' ? (
        <g fill="#f6c945">
          {[30, 60, 95, 170, 200].map((x) => (
            <circle key={x} cx={x} cy={124 - (x % 3) * 4} r="3" />
          ))}
          {kind === 'valley' ? <Temple x={120} y={116} s={0.6} /> : null}
        </g>
      ) : null}
      {kind === 'village' ? (
        <g fill="#fff6ea" stroke="#6b4b3a" strokeWidth="1.5">
          <path d="M60 124h30v-16l-15-12-15 12z" />
          <path d="M110 126h36v-18l-18-14-18 14z" />
          <path d="M166 124h28v-14l-14-11-14 11z" />
        </g>
      ) : null}
    </svg>
  );
}
