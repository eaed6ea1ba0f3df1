/**
 * "Check delivery" on the product page (docs/decisions/009): a pincode in, the server's
 * answer out (delivery time and cash on delivery, or why not), announced politely. A pincode
 * that is not 6 digits is refused here with the server's own words, without a request.
 */
import { type FormEvent, useState } from 'react';
import { DELIVERY_MESSAGES, PINCODE_PATTERN, type PincodeAnswer } from '#shared/delivery';
import { useDeliveryDate, usePincodeAnswer } from '#web/components/address/pincode-api';
import { Button } from '#web/components/ui/Button';
import { TextField } from '#web/components/ui/Field';
import { errorText, Notice } from '#web/components/ui/Notice';

export function CheckDelivery() {
  const [typed, setTyped] = useState('');
  const [asked, setAsked] = useState<string | null>(null);
  const [invalid, setInvalid] = useState(false);
  const { data: answer, error, isFetching } = usePincodeAnswer(asked);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const pincode = typed.trim();
    const valid = PINCODE_PATTERN.test(pincode);
    setInvalid(!valid);
    setAsked(valid ? pincode : null);
  };
  const refused = invalid || Boolean(error);
  return (
    <section aria-labelledby="check-delivery-title" className="rounded-lg border border-neutral-200 p-4">
      <h2 id="check-delivery-title" className="text-sm font-semibold uppercase tracking-widest">
        Check delivery
      </h2>
      <form onSubmit={onSubmit} noValidate className="mt-3 max-w-sm">
        <TextField
          label="Pincode"
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={6}
          value={typed}
          invalid={refused}
          onChange={(event) => {
            setTyped(event.target.value);
            setInvalid(false);
          }}
          beside={
            <Button type="submit" variant="outline" disabled={isFetching}>
              {isFetching ? 'Checking…' : 'Check'}
            </Button>
          }
        />
      </form>
      <div aria-live="polite" className="empty:hidden mt-3">
        {invalid ? (
          <Notice tone="error" polite>
            {DELIVERY_MESSAGES.invalidPincode}
          </Notice>
        ) : error ? (
          <Notice tone="error" polite>
            {errorText(error, DELIVERY_MESSAGES.invalidPincode)}
          </Notice>
        ) : (
          answer && !isFetching && <Answer answer={answer} />
        )}
      </div>
    </section>
  );
}

function Answer({ answer }: { answer: PincodeAnswer }) {
  const place = `${answer.city}, ${answer.state} ${answer.pincode}`;
  // The dated promise once the courier (or the 3-7 day estimate) answers; the plain words till then.
  const { data: date } = useDeliveryDate(answer.deliverable ? answer.pincode : null);
  return (
    <Notice tone={answer.deliverable ? 'success' : 'info'} polite>
      <p className="font-semibold">{date ? date.message : answer.message}</p>
      {answer.codMessage && <p>{answer.codMessage}</p>}
      <p className="text-neutral-700">{place}</p>
    </Notice>
  );
}
