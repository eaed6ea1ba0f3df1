/**
 * The delivery address at checkout (docs/product.md section 12): a saved address (the default
 * chosen at first) or a new one, which may be kept in the address book.
 */
import { useEffect, useState } from 'react';
import { ADDRESS_BOOK_LIMIT, type DeliveryAddress, EMPTY_ADDRESS } from '#shared/address';
import { useAddressForm } from '#web/components/address/use-address-form';
import { errorText } from '#web/components/ui/Notice';
import { useAddressBook } from '../accounts/address-book-api';

/** A saved address's id, or 'new'. */
export type AddressChoice = number | 'new';

export interface CheckoutDelivery {
  deliveryAddress: DeliveryAddress;
  saveAddress: boolean;
  /** "Send my order updates on WhatsApp" (docs/product.md section 21). */
  whatsappOptIn: boolean;
}

export function useCheckoutAddress(messageOf: (error: unknown) => string = errorText) {
  const book = useAddressBook();
  const form = useAddressForm(EMPTY_ADDRESS, { needsDelivery: true, messageOf });
  const [choice, setChoice] = useState<AddressChoice | null>(null);
  const [save, setSave] = useState(true);
  const [whatsApp, setWhatsApp] = useState(false);
  const addresses = book.data ?? [];

  const { load } = form;
  const choose = (next: AddressChoice) => {
    setChoice(next);
    const saved = next === 'new' ? undefined : addresses.find((address) => address.id === next);
    load(saved ?? EMPTY_ADDRESS);
  };

  // Once the book has loaded, the default address is chosen (a new one when there is none).
  useEffect(() => {
    if (choice !== null || !book.isSuccess) return;
    const preferred = book.data.find((address) => address.isDefault) ?? book.data[0];
    setChoice(preferred ? preferred.id : 'new');
    if (preferred) load(preferred);
  }, [choice, book.isSuccess, book.data, load]);

  return {
    form,
    addresses,
    loading: book.isPending,
    choice: choice ?? 'new',
    choose,
    save,
    setSave,
    whatsApp,
    setWhatsApp,
    bookFull: addresses.length >= ADDRESS_BOOK_LIMIT,
    /** Runs `onValid` with the address and whether to keep it, when the form passes. */
    submit: (onValid: (delivery: CheckoutDelivery) => unknown) =>
      form.submit((deliveryAddress) =>
        onValid({
          deliveryAddress,
          saveAddress: choice === 'new' && save && addresses.length < ADDRESS_BOOK_LIMIT,
          whatsappOptIn: whatsApp,
        }),
      ),
  };
}

export type CheckoutAddress = ReturnType<typeof useCheckoutAddress>;
