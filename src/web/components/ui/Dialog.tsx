/**
 * A modal dialog on the native <dialog> element: the browser traps focus, Esc closes it and the
 * page behind is inert. Opened while mounted; when it goes, the focus goes back to whatever had
 * it when it opened. It is rendered at the end of <body>, so a form in
 * it never sits inside a form of the page. `onClose` runs on Esc, on the backdrop (unless
 * `closeOnBackdrop` is false) and on the close button `closeLabel` names.
 */
import { type ReactNode, useEffect, useId, useRef } from 'react';
import { createPortal } from 'react-dom';

const widths = { sm: 'w-[min(24rem,calc(100vw-2rem))]', md: 'w-[min(32rem,calc(100vw-2rem))]' };

export function Dialog({
  title,
  onClose,
  children,
  footer,
  width = 'md',
  closeLabel,
  closeOnBackdrop = true,
}: {
  title: string;
  onClose: () => void;
  children: ReactNode;
  footer?: ReactNode;
  width?: keyof typeof widths;
  /** A button in the title bar that closes the dialog, e.g. "Close". */
  closeLabel?: string;
  closeOnBackdrop?: boolean;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    // The browser's own return of focus does not happen once React has removed the dialog, so
    // the control that opened it gets the focus back here (unless it is gone by then).
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (dialog && !dialog.open) dialog.showModal();
    return () => {
      dialog?.close();
      if (opener?.isConnected) opener.focus();
    };
  }, []);
  return createPortal(
    // biome-ignore lint/a11y/useKeyWithClickEvents: a click on the backdrop closes; the keyboard has Esc.
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        if (closeOnBackdrop && event.target === ref.current) onClose();
      }}
      className={`m-auto ${widths[width]} rounded-lg bg-white p-0 text-neutral-900 shadow-xl backdrop:bg-black/50`}
    >
      <div className="p-6">
        <div className="flex items-start justify-between gap-3">
          <h2 id={titleId} className="text-lg font-bold">
            {title}
          </h2>
          {closeLabel && (
            <button
              type="button"
              onClick={onClose}
              className="-my-1 rounded-md px-3 py-1.5 text-sm font-medium hover:bg-neutral-100 focus-visible:outline-2 focus-visible:outline-neutral-900"
            >
              {closeLabel}
            </button>
          )}
        </div>
        <div className="mt-4">{children}</div>
        {footer && <div className="mt-6 flex flex-wrap justify-end gap-3">{footer}</div>}
      </div>
    </dialog>,
    document.body,
  );
}
