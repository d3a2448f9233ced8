import type { AxiosInstance } from 'axios';
import {
  apiPaths,
  authTokensSchema,
  profileSchema,
  refreshResponseSchema,
  registerResponseSchema,
  type LoginRequest,
  type RegisterRequest,
} from '@shared/api';
import { parseAnswer } from './errors';

/**
 * The account endpoints of spec point 7, parsed with the shared contract. Every function rejects
 * with the axios error of a failed call, or ApiContractError when the answer has the wrong shape.
 */
export function createAccountApi(http: AxiosInstance) {
  return {
    /** POST /api/account/login/ {email, password} → {access_token, refresh_token}. */
    async login(body: LoginRequest) {
      const { data } = await http.post(apiPaths.login, body, { skipAuthRefresh: true });
      return parseAnswer(authTokensSchema, data, `POST ${apiPaths.login}`);
    },
    /** POST /api/account/register/ → tokens, which may be absent (spec point 5). */
    async register(body: RegisterRequest) {
      const { data } = await http.post(apiPaths.register, body, { skipAuthRefresh: true });
      return parseAnswer(registerResponseSchema, data, `POST ${apiPaths.register}`);
    },
    /** POST /api/account/token/refresh/ {refresh_token} → {access_token?, refresh_token?}. */
    async refresh(refreshToken: string) {
      const { data } = await http.post(apiPaths.tokenRefresh, { refresh_token: refreshToken }, { skipAuthRefresh: true });
      return parseAnswer(refreshResponseSchema, data, `POST ${apiPaths.tokenRefresh}`);
    },
    /** GET /api/account/profile/ → Profile (needs a signed-in user, spec point 6). */
    async profile() {
      const { data } = await http.get(apiPaths.profile);
      return parseAnswer(profileSchema, data, `GET ${apiPaths.profile}`);
    },
  };
}

export type AccountApi = ReturnType<typeof createAccountApi>;
