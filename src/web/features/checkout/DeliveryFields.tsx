/** Mobile number and delivery address, labelled, with the length rule shown as a hint. */
import { ADDRESS_MAX_LENGTH } from '#shared/orders';
import { TextArea, TextField } from '#web/components/ui/Field';

interface Bound {
  name: string;
  value: string;
  error?: string;
  onChange(event: { target: { value: string } }): void;
}

export function DeliveryFields({ mobile, address }: { mobile: Bound; address: Bound }) {
  return (
    <div className="space-y-4">
      <TextField
        id="checkout-mobile"
        label="Mobile number"
        type="tel"
        inputMode="tel"
        autoComplete="tel-national"
        placeholder="10-digit mobile number"
        {...mobile}
      />
      <TextArea
        id="checkout-address"
        label="Delivery address"
        rows={4}
        autoComplete="street-address"
        maxLength={ADDRESS_MAX_LENGTH}
        placeholder="House, street, area, city and PIN code"
        hint={`10 to ${ADDRESS_MAX_LENGTH} characters.`}
        {...address}
      />
    </div>
  );
}
