import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { profileSchema } from '@shared/api';
import { PNG_1X1, json, login, multipart, startServer, type Part, type TestServer } from '../helpers';

let server: TestServer;
let token: string;
beforeEach(async () => {
  server = await startServer();
  token = (await login(server.app)).access_token;
});
afterEach(async () => {
  await server.close();
});

describe('POST /api/account/profile/update/ and update-status/', () => {
  it('updates username and bio and answers the Profile', async () => {
    const res = await json(server.app, 'POST', '/api/account/profile/update/', { username: 'miku_fan', bio: 'I collect Nendoroids.' }, token);
    expect(res.statusCode).toBe(200);
    expect(profileSchema.parse(res.json())).toMatchObject({ username: 'miku_fan', bio: 'I collect Nendoroids.' });
    expect((await json(server.app, 'POST', '/api/account/profile/update/', { username: 'COLLECTOR' }, token)).statusCode).toBe(200);
  });
  it('refuses a username someone else has, and bad values', async () => {
    const taken = await json(server.app, 'POST', '/api/account/profile/update/', { username: 'Moderator' }, token);
    expect(taken.statusCode).toBe(400);
    expect(taken.json()).toEqual({ username: ['A user with that username already exists.'] });
    const long = await json(server.app, 'POST', '/api/account/profile/update/', { bio: 'x'.repeat(501) }, token);
    expect(long.json()).toEqual({ bio: ['Ensure this field has no more than 500 characters.'] });
  });
  it('sets and clears the status (140 characters at most)', async () => {
    const set = await json(server.app, 'POST', '/api/account/profile/update-status/', { status: 's'.repeat(140) }, token);
    expect(set.json().status).toHaveLength(140);
    const clear = await json(server.app, 'POST', '/api/account/profile/update-status/', { status: '' }, token);
    expect(clear.json().status).toBe('');
    const long = await json(server.app, 'POST', '/api/account/profile/update-status/', { status: 's'.repeat(141) }, token);
    expect(long.statusCode).toBe(400);
    expect(long.json()).toEqual({ status: ['Ensure this field has no more than 140 characters.'] });
  });
  it('needs a signed-in user', async () => {
    expect((await json(server.app, 'POST', '/api/account/profile/update/', { bio: 'x' })).statusCode).toBe(401);
    expect((await json(server.app, 'POST', '/api/account/profile/update-status/', { status: 'x' })).statusCode).toBe(401);
  });
});

describe('PUT upload-picture/ and upload-background/', () => {
  const put = (url: string, parts: Part[], auth = token) => {
    const { payload, headers } = multipart(parts);
    return server.app.inject({ method: 'PUT', url, payload, headers: { ...headers, authorization: `Bearer ${auth}` } });
  };
  const picture = (bytes: Buffer, extra: Partial<Part> = {}) =>
    put('/api/account/profile/upload-picture/', [
      { name: 'file', value: bytes, filename: 'me.png', contentType: 'image/png', ...extra },
      { name: 'profile_picture_url', value: 'me.png' },
    ]);

  it('stores a PNG, answers the Profile with its URL, serves it under /media/, and replaces the old file', async () => {
    const res = await picture(PNG_1X1);
    expect(res.statusCode).toBe(200);
    const profile = profileSchema.parse(res.json());
    const url = new URL(profile.profile_picture_url!);
    expect(url.pathname).toMatch(/^\/media\/1-picture-[A-Za-z0-9_-]{16}\.png$/);
    const media = await server.app.inject({ method: 'GET', url: url.pathname });
    expect(media.statusCode).toBe(200);
    expect(media.headers['content-type']).toBe('image/png');
    expect(media.headers['x-content-type-options']).toBe('nosniff');
    expect(media.rawPayload.equals(PNG_1X1)).toBe(true);
    await picture(PNG_1X1);
    expect(await readdir(join(server.dataDir, 'uploads'))).toHaveLength(1);
    expect((await server.app.inject({ method: 'GET', url: url.pathname })).statusCode).toBe(404);
  });
  it('accepts JPEG, WebP and GIF by their bytes, whatever the name says', async () => {
    const jpeg = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46]);
    const webp = Buffer.concat([Buffer.from('RIFF'), Buffer.from([0x24, 0, 0, 0]), Buffer.from('WEBPVP8 ')]);
    const gif = Buffer.from('GIF89a\x01\x00\x01\x00', 'latin1');
    for (const [bytes, ext] of [[jpeg, 'jpg'], [webp, 'webp'], [gif, 'gif']] as const) {
      const res = await put('/api/account/profile/upload-background/', [
        { name: 'file', value: bytes, filename: 'named-wrong.txt', contentType: 'text/plain' },
        { name: 'background_picture_url', value: 'bg' },
      ]);
      expect(res.statusCode).toBe(200);
      expect(res.json().background_picture_url).toMatch(new RegExp(`-background-[A-Za-z0-9_-]{16}\\.${ext}$`));
    }
  });
  it('refuses a mislabelled file (an HTML page named .png)', async () => {
    const res = await picture(Buffer.from('<html><script>alert(1)</script></html>'));
    expect(res.statusCode).toBe(400);
    expect(res.json().file[0]).toMatch(/^Upload a valid image/);
  });
  it('413 over 5 MB; exactly 5 MB passes', async () => {
    const exact = Buffer.concat([PNG_1X1, Buffer.alloc(5 * 1024 * 1024 - PNG_1X1.length)]);
    expect((await picture(exact)).statusCode).toBe(200);
    const over = await picture(Buffer.concat([exact, Buffer.from([0])]));
    expect(over.statusCode).toBe(413);
    expect(over.json()).toEqual({ detail: 'File too large. The maximum size is 5 MB.', code: 'file_too_large' });
  });
  it('400 for no file or an empty file; 415 for JSON; 401 without a token', async () => {
    const none = await put('/api/account/profile/upload-picture/', [{ name: 'profile_picture_url', value: 'x' }]);
    expect(none.json()).toEqual({ file: ['No file was submitted.'] });
    expect((await picture(Buffer.alloc(0))).json()).toEqual({ file: ['The submitted file is empty.'] });
    const asJson = await json(server.app, 'PUT', '/api/account/profile/upload-picture/', { file: 'x' }, token);
    expect(asJson.statusCode).toBe(415);
    expect((await picture(PNG_1X1).then(() => put('/api/account/profile/upload-picture/', [], 'bad'))).statusCode).toBe(401);
  });
  it('413 for more than two files', async () => {
    const file = { name: 'file', value: PNG_1X1, filename: 'a.png', contentType: 'image/png' };
    const res = await put('/api/account/profile/upload-picture/', [file, file, file]);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ detail: 'Too many files or fields in the upload: send one file.', code: 'too_many_parts' });
  });
  it('accepts the image sent under the URL field name too', async () => {
    const res = await put('/api/account/profile/upload-picture/', [
      { name: 'profile_picture_url', value: PNG_1X1, filename: 'me.png', contentType: 'image/png' },
    ]);
    expect(res.statusCode).toBe(200);
  });
  it('/media/ serves only names it created', async () => {
    for (const url of ['/media/secret.key', '/media/..%2Fsecret.key', '/media/..%2F..%2Fetc%2Fpasswd', '/media/1-picture-AAAAAAAAAAAAAAAA.png']) {
      const res = await server.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ detail: 'Not found.' });
    }
  });
});
