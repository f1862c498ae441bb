// Simple drawings of the options (the spec leaves the images open): one motif per category, tinted per option.
import type { ReactNode } from 'react';
import type { ConfiguratorCategory } from '../../shared/domain/configurator/catalogue';

const TINTS = ['#2f6fdb', '#1f9d74', '#c46a12', '#8a3ffc', '#c4162a', '#0b7a8f'];

export function OptionPicture({ picture, index, title }: { picture: ConfiguratorCategory['picture']; index: number; title: string }) {
  const tint = TINTS[index % TINTS.length]!;
  return (
    <svg viewBox="0 0 160 100" role="img" aria-label={title} className="sg-svg">
      <rect width="160" height="100" rx="10" fill="#f3f5f9" />
      <g fill="none" stroke={tint} strokeWidth="4" strokeLinecap="round" strokeLinejoin="round">
        {MOTIFS[picture]}
      </g>
    </svg>
  );
}

const MOTIFS: Record<ConfiguratorCategory['picture'], ReactNode> = {
  body: (
    <>
      <path d="M20 72V34q0-12 12-12h78q20 0 28 22l4 28z" />
      <rect x="34" y="32" width="26" height="16" rx="3" />
      <rect x="98" y="34" width="14" height="30" rx="2" />
      <circle cx="60" cy="76" r="9" />
      <path d="M142 72h12" />
    </>
  ),
  furniture: (
    <>
      <path d="M18 70V46h54v24M18 58h54" />
      <path d="M88 70V38h52v32M88 52h52M114 38v32" />
    </>
  ),
  frame: (
    <>
      <path d="M16 60h110l20-10M16 44h110l20 6M30 44v16M60 44v16M90 44v16M120 44v16" />
    </>
  ),
  wheel: (
    <>
      <circle cx="80" cy="50" r="32" />
      <circle cx="80" cy="50" r="12" />
      <path d="M80 18v20M80 62v20M48 50h20M92 50h20" />
    </>
  ),
  power: (
    <>
      <rect x="40" y="30" width="80" height="46" rx="6" />
      <path d="M58 30v-8M102 30v-8M86 38l-12 16h12l-12 16" />
    </>
  ),
  window: (
    <>
      <rect x="34" y="22" width="92" height="56" rx="10" />
      <path d="M80 22v56M34 50h92" />
    </>
  ),
  door: (
    <>
      <rect x="56" y="14" width="48" height="74" rx="6" />
      <rect x="64" y="24" width="32" height="22" rx="4" />
      <circle cx="94" cy="56" r="3" />
    </>
  ),
  water: <path d="M80 16q26 32 26 48a26 26 0 0 1-52 0q0-16 26-48z" />,
  heat: (
    <>
      <path d="M80 86q-24 0-24-24 0-18 18-34 0 14 10 20 4-14 14-24 10 16 10 38 0 24-28 24z" />
    </>
  ),
  extra: (
    <>
      <path d="M80 18l9 20 22 2-16 15 5 22-20-12-20 12 5-22-16-15 22-2z" />
    </>
  ),
};
