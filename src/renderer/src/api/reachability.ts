import { isHttpError, type HttpClient } from './http';
import { apiPaths } from '@shared/api';

/**
 * Whether the API host answers at all: any HTTP answer counts, even an error status; only a call
 * with no response (offline, refused, DNS) is "unreachable". One attempt, no refresh, no retry.
 */
export async function probeApi(http: HttpClient): Promise<boolean> {
  try {
    await http.get(apiPaths.location, { skipAuthRefresh: true, 'axios-retry': { retries: 0 }, timeout: 5000 });
    return true;
  } catch (error) {
    return isHttpError(error) && error.response !== undefined;
  }
}
