import { AxiosError, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import axios from 'axios';
import { describe, expect, it } from 'vitest';
import { createAccountApi, EmptyUploadResponseError, uploadPercent } from '@renderer/api/account';
import { ApiContractError } from '@renderer/api/errors';
import { uploadErrorToast } from '@renderer/features/profile/upload-error';
import { sampleProfile } from '../../../../support/samples';

const endpoint = '/api/account/profile/upload-picture/';

function httpError(status: number | null, data?: unknown): AxiosError {
  const config = { headers: {} } as InternalAxiosRequestConfig;
  const response = status === null ? undefined : ({ status, data, config, headers: {}, statusText: '' } as AxiosResponse);
  return new AxiosError(status === null ? 'Network Error' : `Request failed with status code ${status}`, status === null ? 'ERR_NETWORK' : 'ERR_BAD_REQUEST', config, {}, response);
}

describe('upload error toast (§Account 6)', () => {
  it("titles 'Error {code}' and shows the server's detail, the method POST and the endpoint", () => {
    expect(uploadErrorToast(httpError(413, { detail: 'File too large (max 5 MB).' }), endpoint)).toEqual({
      open: true,
      severity: 'error',
      title: 'Error 413',
      content: `File too large (max 5 MB). (POST ${endpoint})`,
    });
  });

  it('uses a field message when the server sent field errors', () => {
    expect(uploadErrorToast(httpError(400, { file: ['Upload a valid image.'] }), endpoint).content).toBe(`Upload a valid image. (POST ${endpoint})`);
  });

  it("falls back to 'An error occurred during file upload: {message}.' without a server message", () => {
    expect(uploadErrorToast(httpError(500, '<html>oops</html>'), endpoint)).toMatchObject({
      title: 'Error 500',
      content: `An error occurred during file upload: Request failed with status code 500. (POST ${endpoint})`,
    });
    expect(uploadErrorToast(httpError(null), endpoint)).toMatchObject({
      title: 'Error ERR_NETWORK',
      content: `An error occurred during file upload: Network Error. (POST ${endpoint})`,
    });
  });

  it.each([new EmptyUploadResponseError(), new ApiContractError('PUT x', ['id: Required']), new Error('anything')])(
    "says 'An error occurred during file upload.' for a non-HTTP-client error (%s)",
    (error) => {
      expect(uploadErrorToast(error, endpoint)).toEqual({ open: true, severity: 'error', title: 'Error', content: 'An error occurred during file upload.' });
    },
  );
});

describe('upload call (§Account 4, 7)', () => {
  function apiAnswering(data: unknown) {
    const http = axios.create();
    const seen: InternalAxiosRequestConfig[] = [];
    http.defaults.adapter = async (config) => {
      seen.push(config);
      return { status: 200, statusText: 'OK', data, headers: {}, config };
    };
    return { api: createAccountApi(http), seen };
  }

  it.each(['', null, undefined])("raises 'Upload response contained no data' for an empty answer (%j)", async (empty) => {
    const { api } = apiAnswering(empty);
    await expect(api.upload('picture', new File(['x'], 'a.png', { type: 'image/png' }))).rejects.toThrow('Upload response contained no data');
  });

  it('PUTs multipart file + profile_picture_url / background_picture_url and parses the profile', async () => {
    const { api, seen } = apiAnswering(sampleProfile);
    await expect(api.upload('background', new File(['x'], 'bg.png', { type: 'image/png' }))).resolves.toEqual(sampleProfile);
    expect(seen[0]!.method).toBe('put');
    expect(seen[0]!.url).toBe('/api/account/profile/upload-background/');
    const form = seen[0]!.data as FormData;
    expect((form.get('file') as File).name).toBe('bg.png');
    expect(form.get('background_picture_url')).toBe('bg.png');
  });

  it('reports progress in whole percent', () => {
    expect(uploadPercent(0, 200)).toBe(0);
    expect(uploadPercent(50, 200)).toBe(25);
    expect(uploadPercent(1, 3)).toBe(33);
    expect(uploadPercent(200, 200)).toBe(100);
    expect(uploadPercent(10, undefined)).toBeNull();
    expect(uploadPercent(10, 0)).toBeNull();
  });
});
