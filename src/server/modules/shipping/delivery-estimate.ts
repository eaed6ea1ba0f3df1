/**
 * The delivery date for a pincode (docs/product.md, "Shipping"): the estimate of the courier the
 * shop would book, asked once a day per pincode and kept in this process; when the provider does
 * not answer in time (or knows no estimate), the directory's answer and the usual 3 to 7 days,
 * shown as a range of two dates: "Delivery between Fri, 29 Nov and Tue, 3 Dec" (BUSINESS.md
 * section 8). A failed question is kept a minute only, so the courier is asked again soon.
 */
import type { AppDeps } from '#server/deps';
import { AppError } from '#server/errors';
import { DELIVERY_MESSAGES } from '#shared/delivery';
import type { DeliveryDateAnswer } from '#shared/shipping';
import { lookUpPincode } from '../delivery';
import { readSettings } from '../settings';
import { dayLabel, deliveryDate } from './delivery-date';

const DAY_MS = 24 * 60 * 60 * 1000;
const RETRY_MS = 60 * 1000;
/** The checkout should not wait long for a courier: past this the estimate stands in. */
const ANSWER_WITHIN_MS = 3000;
/** The usual 3 to 7 days from dispatch, when no courier's estimate is known. */
const FALLBACK_DAYS = { earliest: 3, latest: 7 } as const;

type Known = { until: number; codAvailable: boolean } & (
  | { source: 'courier'; days: number }
  | { source: 'estimate' }
);

export type DeliveryEstimates = ReturnType<typeof createDeliveryEstimates>;

export function createDeliveryEstimates(deps: Pick<AppDeps, 'db' | 'shipping' | 'clock'>) {
  const known = new Map<string, Known>();

  async function ask(pincode: string, now: number): Promise<Known> {
    const cached = known.get(pincode);
    if (cached && cached.until > now) return cached;
    const settings = await readSettings(deps.db, 'shipping');
    let answer: Known;
    try {
      let timer: NodeJS.Timeout | undefined;
      const courier = await Promise.race([
        deps.shipping.serviceability({
          pickupPincode: settings.pickupPincode,
          deliveryPincode: pincode,
          weightGrams: settings.weightGrams.tee,
          cod: true,
        }),
        new Promise<never>((_, reject) => {
          timer = setTimeout(() => reject(new Error('no answer in time')), ANSWER_WITHIN_MS);
        }),
      ]).finally(() => clearTimeout(timer));
      answer =
        courier.serviceable && courier.estimatedDays !== null
          ? {
              until: now + DAY_MS,
              days: courier.estimatedDays,
              codAvailable: courier.codAvailable,
              source: 'courier',
            }
          : { until: now + DAY_MS, codAvailable: courier.codAvailable, source: 'estimate' };
    } catch {
      answer = { until: now + RETRY_MS, codAvailable: true, source: 'estimate' };
    }
    known.set(pincode, answer);
    return answer;
  }

  return {
    async dateFor(pincode: string): Promise<DeliveryDateAnswer> {
      if (!lookUpPincode(pincode))
        throw new AppError('not_found', DELIVERY_MESSAGES.invalidPincode, { code: 'invalid_pincode' });
      const now = deps.clock();
      const courier = await ask(pincode, now.getTime());
      const settings = await readSettings(deps.db, 'shipping');
      const answer = { pincode, codAvailable: courier.codAvailable, source: courier.source };
      if (courier.source === 'courier') {
        const date = deliveryDate(now, settings, courier.days);
        const label = dayLabel(date);
        return { ...answer, date, label, earliestDate: null, message: `Delivery by ${label}` };
      }
      const earliestDate = deliveryDate(now, settings, FALLBACK_DAYS.earliest);
      const date = deliveryDate(now, settings, FALLBACK_DAYS.latest);
      const label = dayLabel(date);
      return {
        ...answer,
        date,
        label,
        earliestDate,
        message: `Delivery between ${dayLabel(earliestDate)} and ${label}`,
      };
    },
  };
}
