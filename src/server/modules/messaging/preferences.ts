/**
 * The profile's WhatsApp switch (docs/product.md section 21). Turning it off opts out the
 * shopper's own number and every number on their orders; turning it on opts in their own
 * verified number (an order's number is opted in at its checkout).
 */
import type { AppDeps } from '#server/deps';
import { AppError } from '#server/errors';
import { findShopper } from '../accounts/shoppers';
import { mobilesOfShopperOrders } from '../orders';
import { anyOptedIn, optInToWhatsApp, optOutOfWhatsApp } from './consents';

export interface WhatsAppPreference {
  mobile: string;
  optedIn: boolean;
}

async function numbersOf(deps: AppDeps, userId: number) {
  const shopper = await findShopper(deps.db, userId);
  const orderNumbers = await mobilesOfShopperOrders(deps.db, userId);
  return {
    own: shopper.mobile,
    all: [...new Set([shopper.mobile, ...orderNumbers].filter((m): m is string => !!m))],
  };
}

export async function readWhatsAppPreference(deps: AppDeps, userId: number): Promise<WhatsAppPreference> {
  const { own, all } = await numbersOf(deps, userId);
  return { mobile: own ?? '', optedIn: await anyOptedIn(deps.db, all) };
}

export async function setWhatsAppPreference(
  deps: AppDeps,
  userId: number,
  optIn: boolean,
): Promise<WhatsAppPreference> {
  const { own, all } = await numbersOf(deps, userId);
  const now = deps.clock();
  if (optIn) {
    if (!own) throw new AppError('invalid', 'Please add your mobile number first.', { code: 'validation' });
    await optInToWhatsApp(deps.db, own, now, { accountId: userId, channel: 'profile' });
  } else {
    await optOutOfWhatsApp(deps.db, all, now, { accountId: userId, channel: 'profile' });
  }
  return { mobile: own ?? '', optedIn: await anyOptedIn(deps.db, all) };
}
