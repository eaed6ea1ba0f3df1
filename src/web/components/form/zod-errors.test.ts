import { describe, expect, it } from 'vitest';
import { MESSAGES, registerSchema } from '#shared/accounts';
import { MISSING_DETAILS_MESSAGE } from '#shared/address';
import { ADMIN_MESSAGES, productUploadObject } from '#shared/admin';
import { deliveryDetailsSchema } from '#shared/delivery-details';
import { emptyForm, toPayload } from '#web/features/admin/upload/product-form';
import { checkWith, summaryOf } from './zod-errors';

const FIELDS = ['firstName', 'lastName', 'email', 'userName', 'password', 'confirmPassword'] as const;
const blankRegistration = Object.fromEntries(FIELDS.map((field) => [field, '']));

describe('a shared schema as per-field messages', () => {
  it('gives every empty field its own message, in the schema’s order', () => {
    const verdict = checkWith(registerSchema, blankRegistration);
    expect(verdict.ok).toBe(false);
    expect(Object.keys(verdict.errors)).toEqual(FIELDS);
    expect(verdict.errors.firstName).toBe(MESSAGES.firstNameEmpty);
  });

  it('drops a field’s message as soon as that field is valid', () => {
    const verdict = checkWith(registerSchema, { ...blankRegistration, firstName: 'Meera' });
    expect(verdict.errors.firstName).toBeUndefined();
    expect(verdict.errors.lastName).toBe(MESSAGES.lastNameEmpty);
  });

  it('adds the rules the schema cannot know, after its own, and passes the parsed data on success', () => {
    const filled = {
      firstName: 'Meera',
      lastName: 'Krishnan',
      email: 'meera@example.in',
      userName: 'meera',
      password: 'long-enough-secret',
      confirmPassword: 'long-enough-secret',
    };
    const refused = checkWith(registerSchema, filled, undefined, { email: MESSAGES.emailNotVerified });
    expect(refused).toEqual({ ok: false, errors: { email: MESSAGES.emailNotVerified } });
    const passed = checkWith(registerSchema, filled, undefined, { email: '' });
    expect(passed.ok && passed.data.userName).toBe('meera');
  });

  it('names a nested issue by its path, and a form may map it to its own field', () => {
    const form = { ...emptyForm(), stock: { ...emptyForm().stock, XL: '1.5' } };
    const verdict = checkWith(productUploadObject, toPayload(form));
    expect(verdict.errors.name).toBe(ADMIN_MESSAGES.nameRequired);
    expect(verdict.errors['size.XL']).toBe(ADMIN_MESSAGES.stockInvalid);
    const byTop = checkWith(productUploadObject, toPayload(form), (path) => String(path[0]));
    expect(byTop.errors.size).toBe(ADMIN_MESSAGES.stockInvalid);
  });

  it('summarises each message once', () => {
    const verdict = checkWith(deliveryDetailsSchema, { mobile: '', address: '' });
    expect(verdict.errors).toEqual({ mobile: MISSING_DETAILS_MESSAGE, address: MISSING_DETAILS_MESSAGE });
    expect(summaryOf(verdict.errors)).toEqual([MISSING_DETAILS_MESSAGE]);
  });
});
