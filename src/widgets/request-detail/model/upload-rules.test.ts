import { describe, expect, it } from 'vitest';
import { MAX_ATTACHMENT_BYTES, checkUpload } from './upload-rules';

const file = (name: string, type: string, size = 100) => ({ name, type, size });

describe('checkUpload (spec §5)', () => {
  it.each([
    ['scan.pdf', 'application/pdf'],
    ['photo.JPG', 'image/jpeg'],
    ['photo.jfif', 'image/jpeg'],
    ['photo.pjpeg', 'image/jpeg'],
    ['x.bmp', 'image/x-ms-bmp'],
    ['x.bmp', 'image/x-windows-bmp'],
    ['x.tif', 'image/x-tiff'],
    ['letter.doc', 'application/msword'],
    ['letter.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
    ['notes.txt', 'text/plain'],
    ['notes.text', 'text/plain'],
    ['letter.rtf', 'text/rtf'],
    ['letter.rtf', 'application/rtf'],
    ['letter.rtf', ''],
    ['scan.pdf', 'application/octet-stream'],
  ])('allows %s (%s)', (name, type) => {
    expect(checkUpload(file(name, type))).toBeNull();
  });

  it.each([
    ['run.exe', 'application/x-msdownload'],
    ['page.html', 'text/html'],
    ['noextension', 'text/plain'],
    ['.pdf', 'application/pdf'],
    ['sheet.xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
    ['fake.pdf', 'text/html'],
  ])('refuses %s (%s) and names the file', (name, type) => {
    expect(checkUpload(file(name, type))).toEqual({ kind: 'type', name });
  });

  it('allows exactly 10 MB and refuses one byte more', () => {
    expect(checkUpload(file('big.pdf', 'application/pdf', MAX_ATTACHMENT_BYTES))).toBeNull();
    expect(checkUpload(file('big.pdf', 'application/pdf', MAX_ATTACHMENT_BYTES + 1))).toEqual({
      kind: 'size',
      name: 'big.pdf',
    });
  });

  it('refuses an empty file', () => {
    expect(checkUpload(file('empty.txt', 'text/plain', 0))).toEqual({ kind: 'empty', name: 'empty.txt' });
  });
});
