/** A small rounded label, e.g. an order's status. */
import type { ReactNode } from 'react';

const tones = {
  neutral: 'bg-neutral-100 text-neutral-800 ring-neutral-300',
  yellow: 'bg-yellow-100 text-yellow-900 ring-yellow-400',
  green: 'bg-green-100 text-green-900 ring-green-500',
  red: 'bg-red-100 text-red-900 ring-red-400',
};

export type BadgeTone = keyof typeof tones;

export const badgeTone = (tone: BadgeTone) => tones[tone];

export function Badge({
  tone = 'neutral',
  size = 'sm',
  children,
}: {
  tone?: BadgeTone;
  size?: 'sm' | 'md';
  children: ReactNode;
}) {
  return (
    <span
      className={`inline-block whitespace-nowrap rounded-full font-semibold ring-1 ${tones[tone]} ${
        size === 'sm' ? 'px-2.5 py-0.5 text-xs' : 'px-3 py-1 text-sm'
      }`}
    >
      {children}
    </span>
  );
}
