/**
 * SPEC's alert()s as in-page notices (DESIGN "Deliberate differences"): role="alert" so a screen
 * reader announces them, red for failures and green for success, with a close button.
 */
import { X } from 'lucide-react';
import type { ReactNode } from 'react';

export interface NoticeState {
  tone: 'error' | 'success';
  text: string;
  detail?: string;
}

const tones = {
  error: 'border-red-300 bg-red-50 text-red-800',
  success: 'border-green-300 bg-green-50 text-green-800',
};

export function Notice({ notice, onClose }: { notice: NoticeState | null; onClose?: () => void }) {
  if (!notice) return null;
  return (
    <div
      role="alert"
      className={`flex items-start gap-3 rounded-md border px-4 py-3 text-sm ${tones[notice.tone]}`}
    >
      <p className="flex-1">
        <span className="font-semibold">{notice.text}</span>
        {notice.detail && <span className="block">{notice.detail}</span>}
      </p>
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

export function PageHeading({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="mb-6 flex flex-wrap items-end justify-between gap-3">
      <h1 className="text-2xl font-black tracking-tight">{title}</h1>
      {children}
    </div>
  );
}
