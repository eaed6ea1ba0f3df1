/**
 * The couriers the shop dispatches with (docs/product.md, "After the order"): each has a name the
 * admin picks at dispatch and a tracking-page URL template, `{trackingId}` marking where the
 * tracking id goes. The shopper's order page and the dispatch mail link to that page; a courier
 * with an empty template gets no link.
 */
import { z } from 'zod';
import { TRACKING_ID_PLACEHOLDER } from '../after-order';
import { defineSection } from './section';

export const COURIER_SETTINGS_MESSAGES = {
  name: 'Each courier needs a name of 1 to 40 characters',
  duplicate: (name: string) => `The courier "${name}" is listed twice`,
  template: (name: string) =>
    `The tracking page of ${name} must be an https:// address containing ${TRACKING_ID_PLACEHOLDER}, or empty`,
  count: 'List 1 to 30 couriers',
} as const;

const courierSchema = z
  .object({
    name: z
      .string({ error: COURIER_SETTINGS_MESSAGES.name })
      .trim()
      .min(1, { error: COURIER_SETTINGS_MESSAGES.name })
      .max(40, { error: COURIER_SETTINGS_MESSAGES.name }),
    trackingUrlTemplate: z.string().trim().max(500).default(''),
  })
  .superRefine((courier, ctx) => {
    const template = courier.trackingUrlTemplate;
    if (template === '') return;
    let valid = template.startsWith('https://') && template.includes(TRACKING_ID_PLACEHOLDER);
    try {
      new URL(template.split(TRACKING_ID_PLACEHOLDER).join('x'));
    } catch {
      valid = false;
    }
    if (!valid) ctx.addIssue({ code: 'custom', message: COURIER_SETTINGS_MESSAGES.template(courier.name) });
  });

export const courierSettingsSchema = z.object({
  couriers: z
    .array(courierSchema, { error: COURIER_SETTINGS_MESSAGES.count })
    .min(1, { error: COURIER_SETTINGS_MESSAGES.count })
    .max(30, { error: COURIER_SETTINGS_MESSAGES.count })
    .superRefine((couriers, ctx) => {
      const seen = new Set<string>();
      for (const courier of couriers) {
        const key = courier.name.toLowerCase();
        if (seen.has(key))
          ctx.addIssue({ code: 'custom', message: COURIER_SETTINGS_MESSAGES.duplicate(courier.name) });
        seen.add(key);
      }
    }),
});

export type CourierSettings = z.output<typeof courierSettingsSchema>;
export type Courier = CourierSettings['couriers'][number];

export const courierSettings = defineSection({
  key: 'couriers',
  title: 'Couriers and tracking pages',
  schema: courierSettingsSchema,
  defaults: {
    couriers: [
      { name: 'Delhivery', trackingUrlTemplate: 'https://www.delhivery.com/track/package/{trackingId}' },
      {
        name: 'Blue Dart',
        trackingUrlTemplate:
          'https://www.bluedart.com/web/guest/trackdartresult?trackFor=0&trackNo={trackingId}',
      },
      { name: 'DTDC', trackingUrlTemplate: 'https://www.dtdc.in/trace.asp?strCnno={trackingId}' },
      {
        name: 'India Post',
        trackingUrlTemplate:
          'https://www.indiapost.gov.in/_layouts/15/dop.portal.tracking/trackconsignment.aspx?consignment={trackingId}',
      },
      { name: 'Ekart', trackingUrlTemplate: 'https://ekartlogistics.com/shipmenttrack/{trackingId}' },
      {
        name: 'Xpressbees',
        trackingUrlTemplate: 'https://www.xpressbees.com/shipment/tracking?awbNo={trackingId}',
      },
      { name: 'Shadowfax', trackingUrlTemplate: 'https://tracker.shadowfax.in/#/track/{trackingId}' },
      { name: 'Other', trackingUrlTemplate: '' },
    ],
  },
});

/** The courier of this name (names match without regard to case), if the shop lists it. */
export function findCourier(settings: CourierSettings, name: string): Courier | undefined {
  const key = name.trim().toLowerCase();
  return settings.couriers.find((courier) => courier.name.toLowerCase() === key);
}

/**
 * The courier a dispatch that names none goes with: the first listed (docs/product.md section 5).
 * The settings keep at least one, so only a list that was never valid has none.
 */
export function defaultCourier(settings: CourierSettings): Courier | undefined {
  return settings.couriers[0];
}
