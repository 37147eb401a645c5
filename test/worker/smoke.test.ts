import { exports } from 'cloudflare:workers';
import { expect, it } from 'vitest';

it('serves the home page', async () => {
  const res = await exports.default.fetch('http://example.com/');
  expect(res.status).toBe(200);
});
