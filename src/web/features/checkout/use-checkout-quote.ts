/**
 * The checkout's totals, from the server (POST /api/cart/quote), and the coupon the shopper
 * applied. The server alone decides the discount and the delivery charge, so the page shows
 * exactly the figures create-order will check (docs/product.md section 13).
 */
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { CartItem } from '#shared/cart';
import { ApiError } from '#web/lib/api';
import { fetchQuote } from './checkout-api';

const quoteKey = (cart: string, couponCode: string) => ['checkout', 'quote', cart, couponCode] as const;

export function useCheckoutQuote(items: CartItem[]) {
  const queryClient = useQueryClient();
  const [couponCode, setCouponCode] = useState('');
  /** Why an applied coupon was dropped (the cart changed under it). */
  const [dropped, setDropped] = useState('');
  const cart = items.map((item) => `${item._id}:${item.quantity}:${item.price}`).join(',');
  const quote = useQuery({
    queryKey: quoteKey(cart, couponCode),
    queryFn: ({ signal }) => fetchQuote(couponCode || undefined, signal),
    enabled: items.length > 0,
    placeholderData: keepPreviousData,
    retry: false,
  });

  // A cart change can leave the coupon short of its minimum: drop it and say why.
  const refused = quote.error instanceof ApiError && quote.error.code === 'coupon_refused';
  useEffect(() => {
    if (refused && couponCode) {
      setDropped(quote.error?.message ?? '');
      setCouponCode('');
    }
  }, [refused, couponCode, quote.error]);

  /** Applies a code: the server's answer replaces the totals, or its refusal is thrown. */
  async function apply(code: string) {
    const answer = await fetchQuote(code);
    const applied = answer.coupon?.code ?? '';
    queryClient.setQueryData(quoteKey(cart, applied), answer);
    setDropped('');
    setCouponCode(applied);
  }

  return {
    quote: quote.data,
    error: quote.isError && !refused ? quote.error : null,
    couponCode: couponCode || undefined,
    dropped,
    apply,
    remove: () => setCouponCode(''),
  };
}

export type CheckoutQuoteState = ReturnType<typeof useCheckoutQuote>;
