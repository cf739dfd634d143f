import { describe, expect, it } from 'vitest';
import { WEBHOOK_MESSAGES } from '@staffing/domain';
import { checkWebhookTarget, classifyAddress, type TResolve } from './url-guard.ts';

const resolveTo =
  (...addresses: string[]): TResolve =>
  async () =>
    addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
const failing: TResolve = async () => {
  throw new Error('ENOTFOUND');
};
const strict = { allowPrivate: false, isDevelopment: false };

describe('classifyAddress', () => {
  it.each([
    ['93.184.215.14', 'public'],
    ['2606:2800:21f:cb07:6820:80da:af6b:8b2c', 'public'],
    ['127.0.0.1', 'internal'],
    ['10.1.2.3', 'internal'],
    ['172.16.0.1', 'internal'],
    ['192.168.1.10', 'internal'],
    ['100.64.0.1', 'internal'],
    ['169.254.10.10', 'internal'],
    ['::1', 'internal'],
    ['fd12:3456::1', 'internal'],
    ['fe80::1', 'internal'],
    ['::ffff:10.0.0.1', 'internal'],
    ['::ffff:127.0.0.1', 'internal'],
    ['::ffff:93.184.215.14', 'public'],
    ['0.0.0.0', 'never'],
    ['::', 'never'],
    ['224.0.0.1', 'never'],
    ['169.254.169.254', 'never'],
    ['::ffff:169.254.169.254', 'never'],
    ['::169.254.169.254', 'never'],
    ['::a9fe:a9fe', 'never'],
    ['::10.0.0.1', 'never'],
    ['::93.184.215.14', 'never'],
    ['not-an-ip', 'never'],
  ])('%s is %s', (address, reach) => {
    expect(classifyAddress(address)).toBe(reach);
  });
});

describe('checkWebhookTarget', () => {
  it('accepts a public https receiver and pins its address', async () => {
    const { target } = await checkWebhookTarget('https://hooks.example.com/in', {
      ...strict,
      resolve: resolveTo('93.184.215.14'),
    });
    expect(target).toEqual({ address: '93.184.215.14', family: 4 });
  });

  it('refuses a host that resolves to the server network, even among public answers', async () => {
    await expect(
      checkWebhookTarget('https://rebind.example.com/in', {
        ...strict,
        resolve: resolveTo('93.184.215.14', '10.0.0.5'),
      }),
    ).rejects.toThrow(WEBHOOK_MESSAGES.urlPrivate('rebind.example.com', '10.0.0.5'));
  });

  it.each([
    'https://127.0.0.1/in',
    'https://[::1]/in',
    'https://[::ffff:192.168.0.1]/in',
    'https://[::a9fe:a9fe]/latest/meta-data',
    'https://[::169.254.169.254]/latest/meta-data',
    'https://169.254.169.254/latest/meta-data',
    'https://0.0.0.0/',
  ])('refuses %s', async (url) => {
    await expect(checkWebhookTarget(url, strict)).rejects.toThrow(/may not reach/);
  });

  it('allows the internal network with WEBHOOK_ALLOW_PRIVATE, never the metadata service', async () => {
    const allow = { allowPrivate: true, isDevelopment: false };
    await expect(checkWebhookTarget('http://127.0.0.1:8080/in', allow)).resolves.toBeTruthy();
    await expect(checkWebhookTarget('https://10.0.0.7/in', allow)).resolves.toBeTruthy();
    await expect(checkWebhookTarget('http://169.254.169.254/', allow)).rejects.toThrow(
      /may not reach/,
    );
    await expect(checkWebhookTarget('http://[::a9fe:a9fe]/', allow)).rejects.toThrow(
      /may not reach/,
    );
  });

  it('allows http only for localhost in development or inside an allowed private network', async () => {
    await expect(
      checkWebhookTarget('http://hooks.example.com/in', {
        ...strict,
        resolve: resolveTo('93.184.215.14'),
      }),
    ).rejects.toThrow(WEBHOOK_MESSAGES.urlHttps);
    await expect(
      checkWebhookTarget('http://hooks.example.com/in', {
        allowPrivate: true,
        isDevelopment: true,
        resolve: resolveTo('93.184.215.14'),
      }),
    ).rejects.toThrow(WEBHOOK_MESSAGES.urlHttps);
    const dev = { allowPrivate: false, isDevelopment: true, resolve: resolveTo('127.0.0.1') };
    await expect(checkWebhookTarget('http://localhost:4000/hook', dev)).resolves.toBeTruthy();
    await expect(
      checkWebhookTarget('http://localhost:4000/hook', { ...dev, isDevelopment: false }),
    ).rejects.toThrow(/may not reach/);
  });

  it('says when the host does not resolve or the URL is malformed', async () => {
    await expect(
      checkWebhookTarget('https://nowhere.invalid/in', { ...strict, resolve: failing }),
    ).rejects.toThrow(WEBHOOK_MESSAGES.urlUnresolvable('nowhere.invalid'));
    await expect(checkWebhookTarget('not a url', strict)).rejects.toThrow(
      WEBHOOK_MESSAGES.urlInvalid,
    );
  });
});
