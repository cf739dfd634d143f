import { describe, expect, it } from 'vitest';
import { readEmailFixture } from '../test-support/make-documents.ts';
import { clientEmailText } from './client-email-text.ts';
import { NOT_A_MSG_MESSAGE, readMsg } from './read-msg.ts';

describe('an Outlook .msg', () => {
  it('gives its subject, sender, sent date, plain-text body and attachments’ names', async () => {
    const email = await readMsg(readEmailFixture('attachment-files.msg'));
    expect(email).toMatchObject({
      subject: 'attachmentFiles',
      from: 'hmailuser <hmailuser@hmailserver.test>',
      date: '2023-11-01T00:48:31.000Z',
      attachments: ['jpg.jpg', 'png.png', 'tif.tif'],
      // Pictures are no document a need is read from.
      documents: [],
    });
    expect(email.body.trim()).toBe('attachmentFiles');
  });

  it('reads the HTML body as text when the message has no plain-text body', async () => {
    const email = await readMsg(readEmailFixture('html-body.msg'));
    expect(email.subject).toBe('Microsoft Outlook テスト メッセージ');
    expect(email.body).toContain('Microsoft Outlook から自動送信されたものです。');
    expect(email.body).not.toMatch(/<meta|charset/);
  });

  it('is read as a client e-mail: its subject first, then its body', async () => {
    const { text } = clientEmailText(await readMsg(readEmailFixture('plain-body.msg')));
    expect(text.split('\n')).toEqual([
      'HtmlLink2',
      'This is a link to Google <https://google.com/> .',
    ]);
  });

  it('refuses a file that is not an Outlook message, in plain words', async () => {
    for (const bytes of [
      Buffer.from('From: a@b.c\r\nSubject: not a msg\r\n\r\nHello'),
      readEmailFixture('call-for-tender.docx'),
      new Uint8Array(0),
    ])
      await expect(readMsg(bytes)).rejects.toMatchObject({
        code: 'UNSUPPORTED_TYPE',
        message: NOT_A_MSG_MESSAGE,
      });
  });
});
