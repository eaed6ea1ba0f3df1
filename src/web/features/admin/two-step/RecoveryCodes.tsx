/**
 * The ten recovery codes, shown once right after set-up (BUSINESS.md section 15): each works once
 * in place of the app's code. The member must say they saved them before the page moves on.
 */
import { useState } from 'react';
import { Button } from '#web/components/ui/Button';
import { Checkbox } from '#web/components/ui/Checkbox';
import { SuccessNotice } from '#web/components/ui/Notice';

export function RecoveryCodes({
  message,
  codes,
  onSaved,
}: {
  message: string;
  codes: readonly string[];
  onSaved: () => void;
}) {
  const [saved, setSaved] = useState(false);
  const [copied, setCopied] = useState(false);
  return (
    <div className="grid gap-4">
      <SuccessNotice>{message}</SuccessNotice>
      <div>
        <h3 className="font-bold">Your recovery codes</h3>
        <p className="text-sm text-neutral-700">
          If your phone is lost, each of these codes signs you in once instead of the app's code. They are
          shown only now: print them, or keep them in a password manager.
        </p>
      </div>
      <ol
        aria-label="Recovery codes"
        className="grid grid-cols-2 gap-x-6 gap-y-1 rounded-md border border-neutral-300 bg-neutral-50 p-4 font-mono text-base sm:grid-cols-2"
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ol>
      <div>
        <Button
          variant="secondary"
          size="sm"
          onClick={() =>
            void navigator.clipboard?.writeText(codes.join('\n')).then(
              () => setCopied(true),
              () => setCopied(false),
            )
          }
        >
          {copied ? 'Copied' : 'Copy the codes'}
        </Button>
      </div>
      <Checkbox
        label="I have saved my recovery codes"
        checked={saved}
        onChange={(event) => setSaved(event.target.checked)}
      />
      <div>
        <Button disabled={!saved} onClick={onSaved}>
          Done
        </Button>
      </div>
    </div>
  );
}
