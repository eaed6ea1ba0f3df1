/**
 * In-page notices in place of docs/product.md's alert()s (docs/product.md, "Deliberate differences"): red for
 * failures, green for good news, grey for information. An error is role="alert" so a screen
 * reader announces it; news is role="status", or an alert too with `urgent` (the back office's
 * results, which stand for alert()s). `polite` makes any tone a status, announced without
 * interrupting (an answer the shopper asked for, such as "Check delivery"). Nothing is drawn
 * without content.
 */
import { X } from 'lucide-react';
import { type ReactNode, useRef } from 'react';
import { useReveal } from './use-reveal';

export type NoticeTone = 'info' | 'success' | 'error';

/** A notice as state: the text, an optional second line, and its tone. */
export interface NoticeState {
  tone: 'error' | 'success';
  text: string;
  detail?: string;
}

const tones: Record<NoticeTone, string> = {
  info: 'border-neutral-300 bg-neutral-50 text-neutral-800',
  success: 'border-green-300 bg-green-50 text-green-900',
  error: 'border-red-300 bg-red-50 text-red-800',
};

export function Notice({
  tone = 'info',
  children,
  detail,
  urgent = false,
  polite = false,
  onClose,
  className = '',
  revealKey,
}: {
  tone?: NoticeTone;
  children: ReactNode;
  detail?: ReactNode;
  urgent?: boolean;
  polite?: boolean;
  onClose?: () => void;
  className?: string;
  /** When set, each new value scrolls the notice into view and focuses it (see use-reveal.ts). */
  revealKey?: unknown;
}) {
  const ref = useRef<HTMLDivElement>(null);
  useReveal(ref, revealKey, { focus: true });
  if (!children) return null;
  return (
    <div
      ref={ref}
      tabIndex={revealKey === undefined ? undefined : -1}
      role={!polite && (tone === 'error' || urgent) ? 'alert' : 'status'}
      className={`flex items-start gap-3 rounded-md border px-4 py-3 text-sm ${tones[tone]} ${className}`}
    >
      <div className="flex-1">
        {detail ? <p className="font-semibold">{children}</p> : children}
        {detail && <p>{detail}</p>}
      </div>
      {onClose && (
        <button
          type="button"
          onClick={onClose}
          aria-label="Dismiss message"
          className="-m-1 rounded p-1 hover:bg-black/5 focus-visible:outline-2 focus-visible:outline-current"
        >
          <X aria-hidden="true" size={16} />
        </button>
      )}
    </div>
  );
}

/**
 * A NoticeState as an alert with a close button, as the back office shows its results: each new
 * result is scrolled into view and focused, wherever the button that caused it was.
 */
export function StateNotice({
  notice,
  onClose,
  className,
}: {
  notice: NoticeState | null;
  onClose?: () => void;
  className?: string;
}) {
  if (!notice) return null;
  return (
    <Notice
      tone={notice.tone}
      detail={notice.detail}
      urgent
      onClose={onClose}
      className={`scroll-my-4 focus:outline-none ${className ?? ''}`}
      revealKey={notice}
    >
      <span className="font-semibold">{notice.text}</span>
    </Notice>
  );
}

/** The server's errorMessage, or docs/product.md's fallback when it sent none. */
export function errorText(error: unknown, fallback = 'An error occurred'): string {
  return (error instanceof Error && error.message) || fallback;
}

type ToneNoticeProps = { children: ReactNode; className?: string };

/** Shorthands: a red error notice (announced) and a green piece of news. */
export const ErrorNotice = (props: ToneNoticeProps) => <Notice tone="error" {...props} />;
export const SuccessNotice = (props: ToneNoticeProps) => <Notice tone="success" {...props} />;
