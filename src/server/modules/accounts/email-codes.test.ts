import { describe, expect, it } from 'vitest';
import { call, freshIp, latestCodeFor, shopperFields } from '#tests/support/account-factories';
import { createTestApp } from '#tests/support/app';
import { purgeOldCodes } from './cleanup-job';
import { generateCode } from './email-codes';

const MINUTE = 60 * 1000;

describe('one-time codes', async () => {
  const { app, database, clock } = await createTestApp();
  const db = database.db;
  const askCode = (email: string, ip = freshIp()) =>
    call(app, 'POST', '/api/users/get-otp', { email }, { ip });
  const tryCode = (email: string, code: string) =>
    call(app, 'PATCH', '/api/users/validate-otp', { email, password: code });
  const wrongOf = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

  it('are 6 digits, leading zeros kept, spread over the whole range', () => {
    const codes = Array.from({ length: 2000 }, generateCode);
    for (const code of codes) expect(code).toMatch(/^\d{6}$/);
    expect(new Set(codes).size).toBeGreaterThan(1990);
    expect(codes.some((code) => code.startsWith('0'))).toBe(true);
  });

  it('expire after 10 minutes', async () => {
    const { email } = shopperFields();
    await askCode(email);
    const code = await latestCodeFor(db, email);
    clock.advance(10 * MINUTE + 1000);
    const res = await tryCode(email, code);
    expect(res.statusCode).toBe(400);
    expect(res.json().errorMessage).toBe('This code has expired. Please request a new one.');
  });

  it('work once: a second use is refused', async () => {
    const { email } = shopperFields();
    await askCode(email);
    const code = await latestCodeFor(db, email);
    expect((await tryCode(email, code)).statusCode).toBe(200);
    const again = await tryCode(email, code);
    expect(again.statusCode).toBe(400);
    expect(again.json().errorMessage).toBe('This code has already been used. Please request a new one.');
  });

  it('refuse a wrong code and say how many tries are left', async () => {
    const { email } = shopperFields();
    await askCode(email);
    const code = await latestCodeFor(db, email);
    const res = await tryCode(email, wrongOf(code));
    expect(res.statusCode).toBe(400);
    expect(res.json().errorMessage).toBe('The code is incorrect. 4 tries left.');
    expect((await tryCode(email, code)).statusCode).toBe(200);
  });

  it('are void after 5 wrong tries, even the right code', async () => {
    const { email } = shopperFields();
    await askCode(email);
    const code = await latestCodeFor(db, email);
    const answers: string[] = [];
    for (let i = 0; i < 5; i++) answers.push((await tryCode(email, wrongOf(code))).json().errorMessage);
    expect(answers).toEqual([
      'The code is incorrect. 4 tries left.',
      'The code is incorrect. 3 tries left.',
      'The code is incorrect. 2 tries left.',
      'The code is incorrect. 1 try left.',
      'Too many wrong tries. Please request a new code.',
    ]);
    const right = await tryCode(email, code);
    expect(right.statusCode).toBe(400);
    expect(right.json().errorMessage).toBe('Too many wrong tries. Please request a new code.');
  });

  it('count concurrent wrong tries exactly', async () => {
    const { email } = shopperFields();
    await askCode(email);
    const code = await latestCodeFor(db, email);
    const answers = await Promise.all(Array.from({ length: 8 }, () => tryCode(email, wrongOf(code))));
    const messages = answers.map((res) => res.json().errorMessage);
    expect(messages.filter((m) => m.startsWith('The code is incorrect.'))).toHaveLength(4);
    expect((await tryCode(email, code)).statusCode).toBe(400);
  });

  it('are refused when none was asked for', async () => {
    const res = await tryCode(shopperFields().email, '123456');
    expect(res.statusCode).toBe(400);
    expect(res.json().errorMessage).toBe('Please request a code first.');
  });

  it('stay valid when a newer code is asked for', async () => {
    const { email } = shopperFields();
    await askCode(email);
    const first = await latestCodeFor(db, email);
    clock.advance(MINUTE);
    await askCode(email);
    expect((await tryCode(email, first)).statusCode).toBe(200);
  });

  it('may be resent after 60 seconds, not before (429 with Retry-After)', async () => {
    const { email } = shopperFields();
    const ip = freshIp();
    expect((await askCode(email, ip)).statusCode).toBe(200);
    clock.advance(20 * 1000);
    const soon = await askCode(email, ip);
    expect(soon.statusCode).toBe(429);
    expect(soon.headers['retry-after']).toBe('40');
    expect(soon.json().errorMessage).toBe('Please wait 40 seconds before asking for a new code.');
    clock.advance(40 * 1000);
    expect((await askCode(email, ip)).statusCode).toBe(200);
  });

  it('are limited to 5 an hour per email from one address', async () => {
    const { email } = shopperFields();
    const ip = freshIp();
    for (let i = 0; i < 5; i++) {
      expect((await askCode(email, ip)).statusCode).toBe(200);
      clock.advance(11 * MINUTE);
    }
    const sixth = await askCode(email, ip);
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().errorMessage).toBe(
      'Too many codes were requested for this email. Please use the latest code we sent, or try again later.',
    );
    expect(Number(sixth.headers['retry-after'])).toBeGreaterThan(0);
    clock.advance(60 * MINUTE);
    expect((await askCode(email, ip)).statusCode).toBe(200);
  });

  it('are limited to 3 per 10 minutes per email from anywhere', async () => {
    const { email } = shopperFields();
    for (let i = 0; i < 3; i++) expect((await askCode(email, freshIp())).statusCode).toBe(200);
    expect((await askCode(email, freshIp())).statusCode).toBe(429);
    clock.advance(10 * MINUTE);
    expect((await askCode(email, freshIp())).statusCode).toBe(200);
  });

  it('are limited to 300 an hour per IP address', { timeout: 120_000 }, async () => {
    const ip = freshIp();
    for (let i = 0; i < 300; i++) expect((await askCode(shopperFields().email, ip)).statusCode).toBe(200);
    const over = await askCode(shopperFields().email, ip);
    expect(over.statusCode).toBe(429);
    expect(over.json().errorMessage).toBe(
      'Too many codes were requested from your network. Please try again later.',
    );
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    expect((await askCode(shopperFields().email)).statusCode).toBe(200);
  });
});

describe('old codes', async () => {
  const { app, database, clock } = await createTestApp();

  it('are deleted a day after they were made', async () => {
    const { email } = shopperFields();
    await call(app, 'POST', '/api/users/get-otp', { email }, { ip: freshIp() });
    expect(await purgeOldCodes(database.db, clock())).toBe(0);
    clock.advance(25 * 60 * MINUTE);
    expect(await purgeOldCodes(database.db, clock())).toBe(1);
    const res = await call(app, 'PATCH', '/api/users/validate-otp', { email, password: '123456' });
    expect(res.json().errorMessage).toBe('Please request a code first.');
  });
});
