// Small marks for the integration catalogue: a coloured tile with a glyph, drawn here (no brand files). One per kind:
// a kind without its mark does not compile.
import type { ReactNode } from 'react';
import type { IntegrationKind } from '../../../../shared/integrations/kinds';

interface Mark {
  background: string;
  glyph: ReactNode;
}

const text = (value: string, size = 11) => (
  <text x="16" y="20.5" textAnchor="middle" fontSize={size} fontWeight="800" fill="#fff" fontFamily="Inter, Arial, sans-serif">
    {value}
  </text>
);

const MARKS = {
  ident: { background: '#2f80ed', glyph: text('ID', 12) },
  macDent: { background: '#1fb5a3', glyph: text('MD', 11) },
  dentalPro: { background: '#0d6e9c', glyph: text('DP', 11) },
  email: {
    background: '#5b84ff',
    glyph: (
      <g fill="none" stroke="#fff" strokeWidth="2" strokeLinejoin="round">
        <rect x="8" y="10" width="16" height="12" rx="2" />
        <path d="M8.5 11l7.5 6 7.5-6" />
      </g>
    ),
  },
  telegram: {
    background: '#2aabee',
    glyph: (
      <path
        d="M8 15.6l14.6-5.7c.7-.3 1.3.2 1.1 1.1l-2.5 11.7c-.2.8-.7 1-1.4.6l-3.8-2.8-1.8 1.8c-.2.2-.4.4-.8.4l.3-3.9 7-6.4c.3-.3-.1-.4-.5-.2l-8.7 5.5-3.7-1.2c-.8-.2-.8-.8.2-1.1z"
        fill="#fff"
      />
    ),
  },
  sms: {
    background: '#f5a623',
    glyph: (
      <g fill="none" stroke="#fff" strokeWidth="1.8" strokeLinejoin="round">
        <path d="M8 10h16v10h-9l-4.5 3.5V20H8z" />
        <path d="M12 15h.01M16 15h.01M20 15h.01" strokeLinecap="round" strokeWidth="2.4" />
      </g>
    ),
  },
  webSite: {
    background: '#8a6cff',
    glyph: (
      <g fill="none" stroke="#fff" strokeWidth="1.8">
        <circle cx="16" cy="16" r="7.5" />
        <path d="M8.5 16h15M16 8.5c2.4 2.3 2.4 12.7 0 15M16 8.5c-2.4 2.3-2.4 12.7 0 15" />
      </g>
    ),
  },
  metric: {
    background: '#fc3f1d',
    glyph: (
      <g fill="#fff">
        <rect x="9" y="17" width="3.5" height="6" rx="1" />
        <rect x="14.3" y="13" width="3.5" height="10" rx="1" />
        <rect x="19.6" y="9" width="3.5" height="14" rx="1" />
      </g>
    ),
  },
  externalLink: {
    background: '#3fd6a8',
    glyph: (
      <g fill="none" stroke="#10231d" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
        <path d="M18 9h5v5M23 9l-8 8" />
        <path d="M20 18v4a1 1 0 0 1-1 1h-9a1 1 0 0 1-1-1v-9a1 1 0 0 1 1-1h4" />
      </g>
    ),
  },
  amoCrm: { background: '#339dc7', glyph: text('amo', 10) },
  google: {
    background: '#0f9d58',
    glyph: (
      <g fill="none" stroke="#fff" strokeWidth="1.8">
        <rect x="10" y="8" width="12" height="16" rx="1.5" />
        <path d="M10 13.5h12M10 18.5h12M16 13.5v10.5" />
      </g>
    ),
  },
} satisfies Record<IntegrationKind, Mark>;

export function IntegrationLogo({ kind, size = 40 }: { kind: IntegrationKind; size?: number }) {
  const mark: Mark = MARKS[kind];
  return (
    <svg className="integration-logo" viewBox="0 0 32 32" width={size} height={size} aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="9" fill={mark.background} />
      {mark.glyph}
    </svg>
  );
}
