-- orders_created (created_at desc, id desc) serves every range on created_at; a second index only slowed each order insert.
DROP INDEX "orders_created_at";
