import { DurableObject } from 'cloudflare:workers';

export interface Env {
  GAMES: DurableObjectNamespace<GameRoom>;
  LINK_SECRET?: string;
  ALLOW_FIXED_DEALS?: string;
}

export class GameRoom extends DurableObject<Env> {
  override async fetch(): Promise<Response> {
    return new Response('room');
  }
}

export default {
  async fetch(): Promise<Response> {
    return new Response('<!doctype html><title>Ys online</title><p>Ys online is being built.</p>', {
      headers: { 'content-type': 'text/html; charset=utf-8' },
    });
  },
} satisfies ExportedHandler<Env>;
