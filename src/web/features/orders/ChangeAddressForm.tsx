/** The inline Change Address form on a Processed order. */
import { useId, useState } from 'react';
import { ADDRESS_MAX_LENGTH, updateAddressSchema } from '#shared/orders';
import { ErrorNotice, errorText } from '../cart/Notice';
import { useChangeAddress } from './orders-api';

export function ChangeAddressForm({
  orderId,
  current,
  onDone,
}: {
  orderId: string;
  current: string;
  onDone(message?: string): void;
}) {
  const id = useId();
  const [newAddress, setNewAddress] = useState(current);
  const [error, setError] = useState('');
  const change = useChangeAddress();
  const save = (event: React.FormEvent) => {
    event.preventDefault();
    setError('');
    const parsed = updateAddressSchema.safeParse({ orderId, newAddress });
    if (!parsed.success) {
      setError(parsed.error.issues[0]!.message);
      return;
    }
    change.mutate(parsed.data, {
      onSuccess: (res) => onDone(res.message),
      onError: (err) => setError(errorText(err)),
    });
  };
  return (
    <form onSubmit={save} className="mt-3 space-y-3 rounded-md bg-neutral-50 p-3">
      <label htmlFor={id} className="block text-sm font-medium">
        New delivery address
      </label>
      <textarea
        id={id}
        rows={3}
        maxLength={ADDRESS_MAX_LENGTH}
        value={newAddress}
        onChange={(e) => setNewAddress(e.target.value)}
        autoComplete="street-address"
        className="block w-full rounded-md border border-neutral-300 bg-white px-3 py-2 outline-none focus:border-neutral-900 focus:ring-2 focus:ring-neutral-300"
      />
      <ErrorNotice>{error}</ErrorNotice>
      <div className="flex gap-2">
        <button
          type="submit"
          disabled={change.isPending}
          className="rounded-md bg-neutral-900 px-4 py-2 text-sm font-semibold text-white hover:bg-neutral-700 disabled:opacity-60"
        >
          Save Address
        </button>
        <button
          type="button"
          onClick={() => onDone()}
          className="rounded-md px-4 py-2 text-sm font-medium hover:bg-neutral-200"
        >
          Cancel
        </button>
      </div>
    </form>
  );
}
