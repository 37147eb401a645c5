// A seat asks for a hint in a learning game: POST {seat}/hint, from the page's
// script (a hint is computed in the browser, so there is nothing to ask for without one).
// The room logs it for everyone and says which decision it is for; the bot's suggestion is
// the browser's to compute, from the seat's own view, seeded by the answer's `seed`.
import { Hono } from 'hono';
import { NoFieldsForm, NoFieldsJson, badRequest, jsonRefusal, onlyMethods } from './chat.ts';
import { controlBody } from './controls.ts';
import type { SeatEnv } from './seatLink.ts';

export const seatHint = new Hono<SeatEnv>();

seatHint.post('/hint', async (c) => {
  const body = await controlBody(c, NoFieldsForm, NoFieldsJson);
  if (!body.ok) return jsonRefusal(c, badRequest(body.refusal));
  const result = await c.var.room.askHint(c.var.visitor);
  if (!result.ok) return jsonRefusal(c, result);
  const { seat, version } = result.asked;
  return c.json({ ok: true, seat, version, seed: `hint/${c.var.link.id}/${seat}/${version}` });
});
onlyMethods(seatHint, '/hint', ['POST']);
