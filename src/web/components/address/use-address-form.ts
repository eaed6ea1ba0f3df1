/**
 * A delivery address form (docs/product.md section 12), shared by checkout, the address book and
 * Change Address: the shared schema's field rules, plus what the pincode directory says as the
 * shopper types. A 6-digit pincode is looked up at once; its state (and city, unless the shopper
 * typed the city after the pincode) fill in, and a pincode outside the directory, a state that does not hold it,
 * or (where delivery is needed) a pincode the shop does not serve is flagged before submitting.
 */
import { useEffect, useRef, useState } from 'react';
import { ADDRESS_MESSAGES, type DeliveryAddressInput, deliveryAddressSchema } from '#shared/address';
import { DELIVERY_MESSAGES, PINCODE_PATTERN } from '#shared/delivery';
import { stateByName } from '#shared/states';
import { useZodForm } from '#web/components/form/use-zod-form';
import { errorText } from '#web/components/ui/Notice';
import { usePincodeAnswer } from './pincode-api';

export interface AddressFormOptions {
  /** Checkout needs a pincode the shop delivers to; the address book keeps any real one. */
  needsDelivery?: boolean;
  messageOf?: (error: unknown) => string;
}

const lookupOf = (pincode: string) => {
  const trimmed = pincode.trim();
  return PINCODE_PATTERN.test(trimmed) ? trimmed : null;
};

export function useAddressForm(initial: DeliveryAddressInput, options: AddressFormOptions = {}) {
  const [pincode, setPincode] = useState(initial.pincode);
  const lookup = usePincodeAnswer(lookupOf(pincode));
  const answer = lookup.data?.pincode === lookupOf(pincode) ? lookup.data : undefined;
  const unknownPincode = lookup.isError && lookupOf(pincode) !== null;

  const form = useZodForm(deliveryAddressSchema, {
    initial,
    messageOf: options.messageOf ?? ((error) => errorText(error)),
    check: (values) => ({
      pincode: unknownPincode
        ? DELIVERY_MESSAGES.invalidPincode
        : options.needsDelivery && answer && !answer.deliverable
          ? DELIVERY_MESSAGES.notServiceable
          : undefined,
      state:
        answer && values.state && stateByName(values.state)?.name !== answer.state
          ? ADDRESS_MESSAGES.stateMismatch(answer.pincode, answer.state)
          : undefined,
    }),
  });

  // Each answer fills in the directory's state. The city follows a pincode the shopper entered,
  // unless they typed the city after it; for the pincode the form opened with (a saved or the
  // order's address) it fills only an empty city, so the shopper's own spelling stays.
  const filledFor = useRef<string | null>(null);
  const pincodeEntered = useRef(false);
  const cityTypedSincePincode = useRef(false);
  const { set } = form;
  const currentCity = form.values.city;
  useEffect(() => {
    if (!answer || filledFor.current === answer.pincode) return;
    filledFor.current = answer.pincode;
    set('state', answer.state);
    const follows = pincodeEntered.current && !cityTypedSincePincode.current;
    if (follows || currentCity.trim() === '') set('city', answer.city);
  }, [answer, currentCity, set]);

  const pincodeField = form.field('pincode');
  const cityField = form.field('city');
  return {
    ...form,
    answer,
    checking: lookup.isFetching,
    /** The directory's verdict on the pincode, shown as soon as it is known (before any submit). */
    pincodeProblem: unknownPincode
      ? DELIVERY_MESSAGES.invalidPincode
      : options.needsDelivery && answer && !answer.deliverable
        ? DELIVERY_MESSAGES.notServiceable
        : undefined,
    pincodeField: {
      ...pincodeField,
      onChange: (event: { target: { value: string } }) => {
        pincodeField.onChange(event);
        pincodeEntered.current = true;
        cityTypedSincePincode.current = false;
        setPincode(event.target.value);
      },
    },
    cityField: {
      ...cityField,
      onChange: (event: { target: { value: string } }) => {
        cityField.onChange(event);
        cityTypedSincePincode.current = true;
      },
    },
    /** Replaces every value (a saved address chosen), looking its pincode up too. */
    load(values: DeliveryAddressInput) {
      form.reset(values);
      filledFor.current = null;
      pincodeEntered.current = false;
      cityTypedSincePincode.current = false;
      setPincode(values.pincode);
    },
  };
}

export type AddressForm = ReturnType<typeof useAddressForm>;
