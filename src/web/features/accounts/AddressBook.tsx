/**
 * The address book in the profile (docs/product.md section 12): the saved addresses, the default
 * first, each with Edit, Make default and Delete; Add address until the book holds its limit.
 */
import { useState } from 'react';
import { ADDRESS_BOOK_LIMIT, ADDRESS_MESSAGES, EMPTY_ADDRESS, type SavedAddress } from '#shared/address';
import { AddressEditor } from '#web/components/address/AddressEditor';
import { AddressLines } from '#web/components/address/AddressLines';
import { Badge } from '#web/components/ui/Badge';
import { Button } from '#web/components/ui/Button';
import { errorText, Notice, type NoticeState, StateNotice } from '#web/components/ui/Notice';
import { Skeleton } from '#web/components/ui/Skeleton';
import { useAddressBook, useAddressBookChanges } from './address-book-api';

type Editing = { kind: 'new' } | { kind: 'edit'; id: number } | null;

export function AddressBook() {
  const book = useAddressBook();
  const changes = useAddressBookChanges();
  const [editing, setEditing] = useState<Editing>(null);
  const [makeDefault, setMakeDefault] = useState(false);
  const [notice, setNotice] = useState<NoticeState | null>(null);
  const addresses = book.data ?? [];
  const full = addresses.length >= ADDRESS_BOOK_LIMIT;

  const act = async (work: () => Promise<{ message: string }>) => {
    setNotice(null);
    try {
      setNotice({ tone: 'success', text: (await work()).message });
    } catch (error) {
      setNotice({ tone: 'error', text: errorText(error) });
    }
  };
  const open = (next: Editing) => {
    setNotice(null);
    setMakeDefault(false);
    setEditing(next);
  };
  const defaultBox = (id: string) => (
    <label htmlFor={id} className="flex items-center gap-2 text-sm">
      <input
        id={id}
        type="checkbox"
        checked={makeDefault}
        onChange={(event) => setMakeDefault(event.target.checked)}
        className="size-4 accent-neutral-900"
      />
      Make this my default address
    </label>
  );

  return (
    <section aria-labelledby="address-book-heading" className="mt-10">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="address-book-heading" className="text-xl font-bold">
          Address book
        </h2>
        <p className="text-sm text-neutral-600">
          {addresses.length} of {ADDRESS_BOOK_LIMIT} addresses
        </p>
      </div>
      <StateNotice notice={notice} onClose={() => setNotice(null)} className="mt-4" />
      {book.isPending ? (
        <Skeleton className="mt-4 h-28" />
      ) : book.isError ? (
        <Notice tone="error" className="mt-4">
          {errorText(book.error)}
        </Notice>
      ) : (
        <ul className="mt-4 space-y-3">
          {addresses.length === 0 && editing?.kind !== 'new' && (
            <li className="rounded-lg border border-dashed border-neutral-300 p-4 text-neutral-700">
              No saved addresses yet. Add one here, or tick "Save this address" at checkout.
            </li>
          )}
          {addresses.map((address) => (
            <li key={address.id}>
              {editing?.kind === 'edit' && editing.id === address.id ? (
                <AddressEditor
                  initial={address}
                  idPrefix={`address-${address.id}`}
                  label="Edit address"
                  saveLabel="Save address"
                  extra={!address.isDefault && defaultBox(`address-${address.id}-default`)}
                  onCancel={() => setEditing(null)}
                  onSave={async (values) => {
                    const { message } = await changes.update.mutateAsync({
                      id: address.id,
                      ...values,
                      makeDefault,
                    });
                    setEditing(null);
                    setNotice({ tone: 'success', text: message });
                  }}
                />
              ) : (
                <AddressCard
                  address={address}
                  busy={changes.makeDefault.isPending || changes.remove.isPending}
                  onEdit={() => open({ kind: 'edit', id: address.id })}
                  onMakeDefault={() => act(() => changes.makeDefault.mutateAsync(address.id))}
                  onDelete={() => act(() => changes.remove.mutateAsync(address.id))}
                />
              )}
            </li>
          ))}
        </ul>
      )}
      <div className="mt-4">
        {editing?.kind === 'new' ? (
          <AddressEditor
            initial={EMPTY_ADDRESS}
            idPrefix="new-address"
            label="New address"
            saveLabel="Save address"
            extra={addresses.length > 0 && defaultBox('new-address-default')}
            onCancel={() => setEditing(null)}
            onSave={async (values) => {
              const { message } = await changes.add.mutateAsync({ ...values, makeDefault });
              setEditing(null);
              setNotice({ tone: 'success', text: message });
            }}
          />
        ) : full ? (
          <Notice>{ADDRESS_MESSAGES.bookFull}</Notice>
        ) : (
          <Button variant="outline" onClick={() => open({ kind: 'new' })} disabled={book.isPending}>
            Add address
          </Button>
        )}
      </div>
    </section>
  );
}

function AddressCard({
  address,
  busy,
  onEdit,
  onMakeDefault,
  onDelete,
}: {
  address: SavedAddress;
  busy: boolean;
  onEdit(): void;
  onMakeDefault(): void;
  onDelete(): void;
}) {
  const name = `${address.fullName}, ${address.line1}`;
  return (
    <article
      aria-label={`${address.isDefault ? 'Default address' : 'Address'}: ${name}`}
      className="flex flex-col gap-3 rounded-lg border border-neutral-200 p-4 sm:flex-row sm:items-start sm:justify-between"
    >
      <p className="text-sm leading-6">
        {address.isDefault && (
          <span className="mb-1 block">
            <Badge tone="green">Default</Badge>
          </span>
        )}
        <AddressLines address={address} />
      </p>
      <div className="flex flex-wrap gap-2 sm:justify-end">
        <Button variant="secondary" size="sm" onClick={onEdit} aria-label={`Edit ${name}`}>
          Edit
        </Button>
        {!address.isDefault && (
          <Button
            variant="secondary"
            size="sm"
            onClick={onMakeDefault}
            disabled={busy}
            aria-label={`Make default: ${name}`}
          >
            Make default
          </Button>
        )}
        <Button variant="ghost" size="sm" onClick={onDelete} disabled={busy} aria-label={`Delete ${name}`}>
          Delete
        </Button>
      </div>
    </article>
  );
}
