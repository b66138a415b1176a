/** A decorative ridge line with a small temple, drawn in SVG (no external images). */
export function MountainArt({ className }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 1200 400" preserveAspectRatio="xMidYMax slice" aria-hidden="true">
      <path d="M400 30 362 74h76z" fill="rgba(255,255,255,0.5)" />
      <path
        d="M0 260 160 120l90 80 150-170 170 190 110-90 160 140 140-110 220 160v80H0z"
        fill="rgba(255,255,255,0.18)"
      />
      <path d="M0 320 200 230l140 70 180-120 200 140 160-90 320 150v20H0z" fill="rgba(255,255,255,0.28)" />
      <g fill="rgba(255,255,255,0.55)">
        <path d="M930 300h60v-40l-30-34-30 34z" />
        <path d="M955 226h10v-18l-5-8-5 8z" />
      </g>
      <path d="M0 360c200-30 420-30 620-6s420 20 580-10v56H0z" fill="rgba(255,255,255,0.4)" />
    </svg>
  );
}
