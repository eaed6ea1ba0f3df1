/**
 * The delivery address at checkout (docs/product.md section 12): a saved address (the default
 * chosen at first) or a new one, which may be kept in the address book.
 */
import { useEffect, useState } from 'react';
import { ADDRESS_BOOK_LIMIT, type DeliveryAddress, EMPTY_ADDRESS } from '#shared/address';
import { useAddressForm } from '#web/components/address/use-address-form';
import { errorText } from '#web/components/ui/Notice';
import { useAddressBook } from '../accounts/address-book-api';
import { useCurrentUser } from '../accounts/use-current-user';

/** The shopper's last answer to "Send my order updates on WhatsApp", kept on this device. */
const WHATSAPP_CHOICE_KEY = 'checkout.whatsapp-updates';

function rememberedWhatsApp(): boolean {
  try {
    return window.localStorage.getItem(WHATSAPP_CHOICE_KEY) === 'yes';
  } catch {
    return false;
  }
}

function rememberWhatsApp(value: boolean) {
  try {
    window.localStorage.setItem(WHATSAPP_CHOICE_KEY, value ? 'yes' : 'no');
  } catch {
    // Private windows may refuse storage: the choice is then asked again next time.
  }
}

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
  const [whatsApp, setWhatsAppState] = useState(false);
  const addresses = book.data ?? [];
  // A new address starts with the account's own name and verified mobile (issue 40 point 17).
  const account = useCurrentUser();
  const user = account.data;
  const fresh: typeof EMPTY_ADDRESS = {
    ...EMPTY_ADDRESS,
    fullName: user ? `${user.firstName} ${user.lastName}`.trim() : '',
    mobile: user?.mobile ?? '',
  };

  // The WhatsApp choice is remembered from the last checkout on this device.
  useEffect(() => setWhatsAppState(rememberedWhatsApp()), []);
  const setWhatsApp = (value: boolean) => {
    setWhatsAppState(value);
    rememberWhatsApp(value);
  };

  const { load } = form;
  const choose = (next: AddressChoice) => {
    setChoice(next);
    const saved = next === 'new' ? undefined : addresses.find((address) => address.id === next);
    load(saved ?? fresh);
  };

  // Once the book and the account have loaded, the default address is chosen (a new one, with
  // the account's name, when there is none).
  const userLoaded = user !== undefined || account.isError;
  const freshName = fresh.fullName;
  const freshMobile = fresh.mobile;
  useEffect(() => {
    if (choice !== null || !book.isSuccess || !userLoaded) return;
    const preferred = book.data.find((address) => address.isDefault) ?? book.data[0];
    setChoice(preferred ? preferred.id : 'new');
    load(preferred ?? { ...EMPTY_ADDRESS, fullName: freshName, mobile: freshMobile });
  }, [choice, book.isSuccess, book.data, load, userLoaded, freshName, freshMobile]);

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
