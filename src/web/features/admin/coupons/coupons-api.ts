/** The coupon calls of the back office (docs/product.md section 13) and their query key. */
import { useQuery } from '@tanstack/react-query';
import type { CouponJson } from '#shared/coupons';
import { api } from '#web/lib/api';

export const couponsKey = ['admin', 'coupons'] as const;

export function useCoupons() {
  return useQuery({
    queryKey: couponsKey,
    queryFn: ({ signal }) => api<CouponJson[]>('/api/admins/coupons', { withApiKey: true, signal }),
  });
}

export const createCoupon = (body: unknown) =>
  api<CouponJson>('/api/admins/coupons', { method: 'POST', body, withApiKey: true });

export const updateCoupon = (id: number, body: unknown) =>
  api<CouponJson>(`/api/admins/coupons/${id}`, { method: 'PUT', body, withApiKey: true });

export const setCouponPaused = (id: number, paused: boolean) =>
  api<CouponJson>(`/api/admins/coupons/${id}/paused`, { method: 'PUT', body: { paused }, withApiKey: true });
