import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, createTestClock, type TestApp } from '../../test/test-app.js';
import type { Json } from '../../test/helpers.js';
import { requestAttachments, requestLocks } from './tables.js';
import { checkUpload, MAX_ATTACHMENT_BYTES } from './attachments.js';
import { TINY_PNG, tinyPdf } from './demo-requests.js';
import { addRequest } from './test-fixtures.js';

const clock = createTestClock(new Date('2026-03-02T09:00:00Z'));
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock });
});
afterAll(async () => t.close());
beforeEach(() => clock.advance(1_000));

const RECEPTION = 3;
const MANAGER = 4;
const EICAR = 'X5O!P%@AP[4\\PZX54(P^)7CC)7}$EICAR-STANDARD-ANTIVIRUS-TEST-FILE!$H+H*';

type Part = { name?: string; filename?: string; type?: string; data: Buffer | string; disposition?: string };

function multipart(parts: Part[], boundary = 'cb-boundary-7d1f') {
  const chunks: Buffer[] = [];
  for (const p of parts) {
    const disposition =
      p.disposition ??
      `form-data; name="${p.name ?? 'file'}"${p.filename !== undefined ? `; filename="${p.filename}"` : ''}`;
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: ${disposition}\r\n${p.type ? `Content-Type: ${p.type}\r\n` : ''}\r\n`,
      ),
      Buffer.isBuffer(p.data) ? p.data : Buffer.from(p.data),
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

async function upload(requestId: number, parts: Part[], userId = RECEPTION, wcmsId = 1001) {
  const { headers } = await t.signIn(userId);
  const { payload, contentType } = multipart(parts);
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/my/messages/wcms_id/${wcmsId}/${requestId}/attachments`,
    headers: { ...headers, 'content-type': contentType },
    payload,
  });
  return { status: response.statusCode, body: response.json() as Json };
}

async function download(requestId: number, attachmentId: number, userId = RECEPTION, wcmsId = 1001) {
  const { headers } = await t.signIn(userId);
  return t.app.inject({
    method: 'GET',
    url: `/api/my/messages/wcms_id/${wcmsId}/${requestId}/attachments/${attachmentId}`,
    headers,
  });
}

describe('attachments (spec §5 Upload)', () => {
  it('stores a file for the patient, notes it, and gives it back as a download', async () => {
    const id = await addRequest(t.database.db);
    const { status, body } = await upload(id, [{ filename: 'rash.png', type: 'image/png', data: TINY_PNG }]);
    expect(status).toBe(201);
    expect(body).toEqual({
      id: expect.any(Number),
      name: 'rash.png',
      mime_type: 'image/png',
      size: TINY_PNG.length,
      direction: 'to_patient',
      created_at: clock.now().toISOString(),
    });
    const { headers } = await t.signIn(RECEPTION);
    const detail = (
      await t.app.inject({ method: 'GET', url: `/api/my/messages/wcms_id/1001/${id}`, headers })
    ).json() as Json;
    expect(detail.attachments).toEqual([body]);
    expect(detail.thread.map((e: Json) => e.body)).toEqual(['Attached rash.png for the patient.']);
    expect(detail.updated_at).toBe(clock.now().toISOString());

    const file = await download(id, body.id);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.headers['content-disposition']).toBe('attachment; filename="rash.png"');
    expect(file.rawPayload.equals(TINY_PNG)).toBe(true);
    // not through another organisation, and not another request's
    expect((await download(id, body.id, MANAGER, 1002)).statusCode).toBe(404);
    expect((await download(1, body.id)).statusCode).toBe(404);
  });

  it('downloads what the patient sent with the demo requests', async () => {
    const [photo] = await t.database.db.select().from(requestAttachments).where(eq(requestAttachments.requestId, 2));
    const file = await download(2, photo!.id);
    expect(file.rawPayload.equals(TINY_PNG)).toBe(true);
    const [letter] = await t.database.db.select().from(requestAttachments).where(eq(requestAttachments.requestId, 7));
    const pdf = await download(7, letter!.id);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('takes the type from the extension when the browser does not know it, and cleans the name', async () => {
    const id = await addRequest(t.database.db);
    const pdf = await upload(id, [
      { filename: 'C:\\fakepath\\referral.PDF', type: 'application/octet-stream', data: tinyPdf('x') },
    ]);
    expect(pdf.body).toMatchObject({ name: 'referral.PDF', mime_type: 'application/pdf' });
    const rtf = await upload(id, [{ filename: 'notes.rtf', type: 'text/rtf', data: '{\\rtf1 Hello}' }]);
    expect(rtf.body).toMatchObject({ mime_type: 'text/rtf' });
    // browsers send the name as UTF-8; RFC 5987's filename* is read too
    const utf8 = await upload(id, [{ filename: 'résumé.txt', type: 'text/plain', data: 'hi' }]);
    expect(utf8.body.name).toBe('résumé.txt');
    const extended = await upload(id, [
      {
        disposition: `form-data; name="file"; filename*=UTF-8''r%C3%A9sum%C3%A9.txt`,
        type: 'text/plain',
        data: 'hi',
      },
    ]);
    expect(extended.body.name).toBe('résumé.txt');
  });

  it('refuses types and extensions outside the list with 415, naming the file type', async () => {
    const id = await addRequest(t.database.db);
    expect(await upload(id, [{ filename: 'setup.exe', type: 'application/x-msdownload', data: 'MZ' }])).toMatchObject({
      status: 415,
      body: {
        code: 'UNSUPPORTED_FILE_TYPE',
        message:
          '.exe files cannot be attached (setup.exe). Attach an image (PNG, JPEG, GIF, BMP or TIFF), a PDF, a Word or RTF document, or a text file.',
      },
    });
    expect((await upload(id, [{ filename: 'README', type: 'text/plain', data: 'x' }])).body.message).toMatch(
      /^Files without an extension cannot be attached \(README\)/,
    );
    expect(
      (await upload(id, [{ filename: 'archive.pdf', type: 'application/zip', data: tinyPdf('x') }])).body,
    ).toMatchObject({
      message: expect.stringMatching(/^Files of type application\/zip cannot be attached \(archive\.pdf\)/),
    });
    expect(await upload(id, [{ filename: 'fake.png', type: 'image/png', data: 'not a picture' }])).toMatchObject({
      status: 415,
      body: { message: 'fake.png is not a valid PNG image.' },
    });
    expect(await t.database.db.select().from(requestAttachments).where(eq(requestAttachments.requestId, id))).toEqual(
      [],
    );
  });

  it('refuses files over 10 MB with 413, and empty ones', async () => {
    const id = await addRequest(t.database.db);
    const big = Buffer.alloc(MAX_ATTACHMENT_BYTES + 1, 0x61);
    expect(await upload(id, [{ filename: 'big.txt', type: 'text/plain', data: big }])).toMatchObject({
      status: 413,
      body: { code: 'FILE_TOO_LARGE', message: 'big.txt is too large. Files must be 10 MB or smaller.' },
    });
    const exact = Buffer.alloc(MAX_ATTACHMENT_BYTES, 0x61);
    expect((await upload(id, [{ filename: 'exact.txt', type: 'text/plain', data: exact }])).status).toBe(201);
    // a body far past the limit is cut off before it is read
    const huge = await upload(id, [{ filename: 'huge.txt', type: 'text/plain', data: Buffer.alloc(12 * 1024 * 1024) }]);
    expect(huge.status).toBe(413);
    expect((await upload(id, [{ filename: 'empty.txt', type: 'text/plain', data: '' }])).body).toMatchObject({
      code: 'FILE_EMPTY',
      message: 'empty.txt is empty.',
    });
    // three uploads of 10–12 MB: slow on a loaded 2-core machine
  }, 180_000);

  it('refuses a file with a virus in it (the EICAR test file)', async () => {
    const id = await addRequest(t.database.db);
    expect(await upload(id, [{ filename: 'eicar.txt', type: 'text/plain', data: `hello ${EICAR} bye` }])).toMatchObject(
      {
        status: 422,
        body: { code: 'VIRUS_FOUND', message: 'A virus was found in eicar.txt. It has not been attached.' },
      },
    );
  });

  it('needs a file part, an open request and no one else holding the lock', async () => {
    const id = await addRequest(t.database.db);
    expect(await upload(id, [{ name: 'comment', data: 'no file here' }])).toMatchObject({
      status: 400,
      body: { message: 'Choose a file to attach.' },
    });
    const { headers } = await t.signIn(RECEPTION);
    const notMultipart = await t.app.inject({
      method: 'POST',
      url: `/api/my/messages/wcms_id/1001/${id}/attachments`,
      headers: { ...headers, 'content-type': 'multipart/form-data; boundary=abc' },
      payload: 'garbage',
    });
    expect(notMultipart.statusCode).toBe(400);
    const done = await addRequest(t.database.db, { status: 'completed' });
    expect((await upload(done, [{ filename: 'a.txt', type: 'text/plain', data: 'a' }])).body.code).toBe(
      'ALREADY_COMPLETED',
    );
    await t.database.db
      .insert(requestLocks)
      .values({ requestId: id, userId: 2, since: clock.now(), expiresAt: new Date(clock.now().getTime() + 60_000) });
    expect((await upload(id, [{ filename: 'a.txt', type: 'text/plain', data: 'a' }])).status).toBe(423);
    expect((await upload(999999, [{ filename: 'a.txt', type: 'text/plain', data: 'a' }])).status).toBe(404);
  });
});

describe('the upload rules on their own', () => {
  it('accepts every extension of spec §5 with its type', () => {
    const samples: Record<string, Buffer> = { png: TINY_PNG, pdf: tinyPdf('x'), gif: Buffer.from('GIF89a....') };
    const jpeg = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0]);
    for (const ext of [
      'jfif',
      'png',
      'pjp',
      'pjpeg',
      'jpg',
      'jpeg',
      'gif',
      'bmp',
      'tif',
      'tiff',
      'doc',
      'docx',
      'text',
      'txt',
      'rtf',
      'pdf',
    ]) {
      const data =
        samples[ext] ?? (['jfif', 'pjp', 'pjpeg', 'jpg', 'jpeg'].includes(ext) ? jpeg : Buffer.from('content'));
      expect(() => checkUpload({ filename: `f.${ext}`, contentType: null, data })).not.toThrow();
    }
    for (const type of [
      'image/x-windows-bmp',
      'image/x-ms-bmp',
      'image/x-tiff',
      'application/msword',
      'application/rtf',
    ]) {
      expect(checkUpload({ filename: 'f.bmp', contentType: type, data: Buffer.from('x') }).mimeType).toBe(type);
    }
  });

  it('reads the file part out of a multipart body, skipping other fields', async () => {
    const id = await addRequest(t.database.db);
    const stored = await upload(id, [
      { name: 'note', data: 'hello' },
      { name: 'other', filename: 'ignored.txt', type: 'text/plain', data: 'not this one' },
      { filename: 'a %22quoted%22 name.txt', type: 'Text/Plain; charset=utf-8', data: 'line 1\r\nline 2' },
    ]);
    expect(stored).toMatchObject({ status: 201, body: { name: 'a "quoted" name.txt', mime_type: 'text/plain' } });
    const file = await download(id, stored.body.id as number);
    expect(file.body).toBe('line 1\r\nline 2');
  });

  it('refuses a file by its name and type before reading it, however large it is', async () => {
    const id = await addRequest(t.database.db);
    const exe = await upload(id, [
      { filename: 'setup.exe', type: 'application/x-msdownload', data: Buffer.alloc(MAX_ATTACHMENT_BYTES + 10) },
    ]);
    expect(exe).toMatchObject({ status: 415, body: { code: 'UNSUPPORTED_FILE_TYPE' } });
    const { headers } = await t.signIn(RECEPTION);
    const notMultipart = await t.app.inject({
      method: 'POST',
      url: `/api/my/messages/wcms_id/1001/${id}/attachments`,
      headers: { ...headers, 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(notMultipart.statusCode).toBeGreaterThanOrEqual(400);
    expect(notMultipart.statusCode).toBeLessThan(500);
  });
});
