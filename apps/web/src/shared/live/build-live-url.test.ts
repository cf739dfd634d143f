// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { buildLiveUrl, getDefaultLiveBaseUrl } from './build-live-url.ts';

describe('getDefaultLiveBaseUrl', () => {
  it('uses wss on https pages and keeps the host and port', () => {
    expect(getDefaultLiveBaseUrl({ protocol: 'https:', host: 'app.example.com' })).toBe(
      'wss://app.example.com/api/v1/ws',
    );
    expect(getDefaultLiveBaseUrl({ protocol: 'http:', host: 'localhost:5173' })).toBe(
      'ws://localhost:5173/api/v1/ws',
    );
  });
});

describe('buildLiveUrl', () => {
  it('adds the token as an encoded query parameter', () => {
    expect(buildLiveUrl('ws://localhost:3000/api/v1/ws', 'a.b+c/=')).toBe(
      'ws://localhost:3000/api/v1/ws?token=a.b%2Bc%2F%3D',
    );
  });

  it('keeps query parameters already in a configured URL and replaces a stale token', () => {
    expect(buildLiveUrl('wss://x.test/api/v1/ws?region=eu&token=old', 'new')).toBe(
      'wss://x.test/api/v1/ws?region=eu&token=new',
    );
  });
});
