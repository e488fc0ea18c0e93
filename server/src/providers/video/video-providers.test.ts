import { describe, expect, it } from 'vitest';
import { createHmac } from 'node:crypto';
import { chooseVideoProvider, createOpenTokVideo, openTokClientToken, parseIceServers } from './index.js';

const settings = { apiKey: '4712345', apiSecret: 'a-secret-of-the-project' };

describe('video providers', () => {
  it('is the embedded WebRTC provider unless both OpenTok key and secret are set', async () => {
    expect(chooseVideoProvider({ openTokApiKey: null }, 60).name).toBe('embedded');
    expect(chooseVideoProvider({ openTokApiKey: '1', openTokApiSecret: null }, 60).name).toBe('embedded');
    expect(chooseVideoProvider({ openTokApiKey: '1', openTokApiSecret: 's' }, 60).name).toBe('opentok');
    const a = await chooseVideoProvider({ openTokApiKey: null }, 60).createRoom(1);
    const b = await chooseVideoProvider({ openTokApiKey: null }, 60).createRoom(1);
    expect(a.roomKey).not.toBe(b.roomKey);
    expect(a.roomKey).toHaveLength(43);
  });

  it('reads the STUN and TURN servers of VIDEO_ICE_SERVERS for the embedded provider', () => {
    const servers = [
      { urls: 'stun:stun.example.org:3478' },
      { urls: ['turn:t.example.org'], username: 'u', credential: 'p' },
    ];
    expect(parseIceServers(JSON.stringify(servers))).toEqual(servers);
    expect(parseIceServers(undefined)).toEqual([]);
    expect(() => parseIceServers('[{"url":"stun:x"}]')).toThrow('VIDEO_ICE_SERVERS must be a JSON array');
    expect(chooseVideoProvider({ openTokApiKey: null, iceServers: servers }, 60).iceServers).toEqual(servers);
  });

  it('signs OpenTok client tokens with the project secret', () => {
    const token = openTokClientToken(settings, 'SESSION', 1_700_000_000, 3600);
    expect(token.startsWith('T1==')).toBe(true);
    const decoded = Buffer.from(token.slice(4), 'base64').toString();
    const [signed, data] = decoded.split(':') as [string, string];
    const params = new URLSearchParams(data);
    expect(params.get('session_id')).toBe('SESSION');
    expect(params.get('expire_time')).toBe('1700003600');
    expect(params.get('role')).toBe('publisher');
    expect(signed).toBe(`partner_id=4712345&sig=${createHmac('sha1', settings.apiSecret).update(data).digest('hex')}`);
  });

  it('creates a routed OpenTok session with a project JWT and returns session and token as the room key', async () => {
    const calls: { url: string; init: RequestInit }[] = [];
    const fakeFetch = (async (url: string, init: RequestInit) => {
      calls.push({ url, init });
      return new Response(JSON.stringify([{ session_id: '2_MX40' }]), { status: 200 });
    }) as unknown as typeof fetch;
    const provider = createOpenTokVideo(settings, { tokenTtlSeconds: 60, fetch: fakeFetch });
    const { roomKey } = await provider.createRoom(7);
    expect(calls[0]!.url).toBe('https://api.opentok.com/session/create');
    const jwt = (calls[0]!.init.headers as Record<string, string>)['X-OPENTOK-AUTH']!;
    const [header, payload, signature] = jwt.split('.') as [string, string, string];
    expect(createHmac('sha256', settings.apiSecret).update(`${header}.${payload}`).digest('base64url')).toBe(signature);
    expect(JSON.parse(Buffer.from(payload, 'base64url').toString())).toMatchObject({ iss: '4712345', ist: 'project' });
    expect(String(calls[0]!.init.body)).toContain('p2p.preference=disabled');
    const [sessionId, token] = roomKey.split('|');
    expect(sessionId).toBe('2_MX40');
    expect(token!.startsWith('T1==')).toBe(true);
  });

  it('fails loudly when OpenTok refuses', async () => {
    const refusing = (async () => new Response('{}', { status: 403 })) as unknown as typeof fetch;
    await expect(createOpenTokVideo(settings, { tokenTtlSeconds: 60, fetch: refusing }).createRoom(1)).rejects.toThrow(
      'OpenTok session/create failed with status 403',
    );
  });
});
