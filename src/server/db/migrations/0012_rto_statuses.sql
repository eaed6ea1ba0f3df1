-- Orders returned to origin: 'rto' while the courier brings one back, 'rto_received' once the shop has it.
ALTER TABLE "orders" DROP CONSTRAINT "orders_status";--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_status" CHECK ("orders"."status" in ('pending_payment', 'captured', 'dispatched', 'delivered', 'cancelled', 'expired', 'failed', 'rto', 'rto_received'));
