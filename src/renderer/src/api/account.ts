import type { HttpClient } from './http';
import {
  apiPaths,
  accountDeleteResponseSchema,
  authTokensSchema,
  detailResponseSchema,
  emailChangeConfirmResponseSchema,
  emailChangeResponseSchema,
  passwordChangeResponseSchema,
  verifyEmailResendResponseSchema,
  profileSchema,
  refreshResponseSchema,
  registerResponseSchema,
  socialLoginResponseSchema,
  uploadFields,
  type AccountDeleteRequest,
  type EmailChangeConfirmRequest,
  type EmailChangeRequest,
  type LoginRequest,
  type PasswordChangeRequest,
  type PasswordResetConfirmRequest,
  type PasswordResetRequest,
  type ProfileUpdateRequest,
  type RegisterRequest,
  type SocialLoginRequest,
  type SocialProvider,
  type UploadKind,
} from '@shared/api';
import { parseAnswer } from './errors';

/** The error an upload raises when the server answered with an empty body (docs/product-rules.md §Account 7). */
export class EmptyUploadResponseError extends Error {
  override name = 'EmptyUploadResponseError';
  constructor() {
    super('Upload response contained no data');
  }
}

/** The endpoint of each upload kind (docs/product-rules.md §Account 4). */
export const uploadPaths: Record<UploadKind, string> = {
  picture: apiPaths.uploadPicture,
  background: apiPaths.uploadBackground,
};

/** Upload progress in whole percent 0–100, or null when the total size is unknown. */
export function uploadPercent(loaded: number, total: number | undefined): number | null {
  if (!total || total <= 0) return null;
  return Math.min(100, Math.max(0, Math.round((loaded / total) * 100)));
}

/** The `upload` of `createAccountApi`: PUT multipart `file` to the kind's endpoint, reporting progress in percent. */
async function uploadProfileImage(http: HttpClient, kind: UploadKind, file: File, onProgress?: (percent: number) => void) {
  const form = new FormData();
  form.append(uploadFields[kind].file, file);
  form.append(uploadFields[kind].url, file.name);
  const path = uploadPaths[kind];
  const { data } = await http.put(path, form, {
    onUploadProgress: (event) => {
      const percent = uploadPercent(event.loaded, event.total);
      if (percent !== null) onProgress?.(percent);
    },
  });
  if (data === '' || data === null || data === undefined) throw new EmptyUploadResponseError();
  return parseAnswer(profileSchema, data, `PUT ${path}`);
}

/**
 * The account endpoints (docs/product-rules.md §Sign-in, §Account), parsed with the shared contract. Every function rejects
 * with the axios error of a failed call, or ApiContractError when the answer has the wrong shape.
 */
export function createAccountApi(http: HttpClient) {
  return {
    /** POST /api/account/login/ {email, password} → {access_token, refresh_token}. */
    async login(body: LoginRequest) {
      const { data } = await http.post(apiPaths.login, body, { skipAuthRefresh: true });
      return parseAnswer(authTokensSchema, data, `POST ${apiPaths.login}`);
    },
    /** POST /api/account/register/ → tokens, which may be absent (docs/product-rules.md §Sign-in 2). */
    async register(body: RegisterRequest) {
      const { data } = await http.post(apiPaths.register, body, { skipAuthRefresh: true });
      return parseAnswer(registerResponseSchema, data, `POST ${apiPaths.register}`);
    },
    /** POST /api/account/token/refresh/ {refresh_token} → {access_token?, refresh_token?}. */
    async refresh(refreshToken: string) {
      const { data } = await http.post(apiPaths.tokenRefresh, { refresh_token: refreshToken }, { skipAuthRefresh: true });
      return parseAnswer(refreshResponseSchema, data, `POST ${apiPaths.tokenRefresh}`);
    },
    /**
     * POST /api/account/token/revoke/ {refresh_token} → 200 {} (RFC 7009; docs/product-rules.md §Sessions 8): the
     * server forgets that sign-in's refresh tokens. The answer's body is ignored, as RFC 7009 says.
     */
    async revokeRefreshToken(refreshToken: string): Promise<void> {
      await http.post(apiPaths.tokenRevoke, { refresh_token: refreshToken }, { skipAuthRefresh: true });
    },
    /** GET /api/account/profile/ → Profile (needs a signed-in user). */
    async profile() {
      const { data } = await http.get(apiPaths.profile);
      return parseAnswer(profileSchema, data, `GET ${apiPaths.profile}`);
    },
    /** POST /api/account/password/reset/ {email, redirectUrl} → {detail}; same answer whether or not the account exists. */
    async requestPasswordReset(body: PasswordResetRequest) {
      const { data } = await http.post(apiPaths.passwordReset, body, { skipAuthRefresh: true });
      return parseAnswer(detailResponseSchema, data, `POST ${apiPaths.passwordReset}`);
    },
    /** POST /api/account/password/reset/confirm/ {uidb64, token, new_password} → {detail}. */
    async confirmPasswordReset(body: PasswordResetConfirmRequest) {
      const { data } = await http.post(apiPaths.passwordResetConfirm, body, { skipAuthRefresh: true });
      return parseAnswer(detailResponseSchema, data, `POST ${apiPaths.passwordResetConfirm}`);
    },
    /** GET /api/account/verify-email/{uid}/{token}/ → {detail}. */
    async verifyEmail(uid: string, token: string) {
      const path = apiPaths.verifyEmail(uid, token);
      const { data } = await http.get(path, { skipAuthRefresh: true });
      return parseAnswer(detailResponseSchema, data, `GET ${path}`);
    },
    /** POST /api/account/social/{provider}/ {code, redirectUrl, code_verifier?} → social login response. */
    async socialLogin(provider: SocialProvider, body: SocialLoginRequest) {
      const path = apiPaths.socialLogin(provider);
      const { data } = await http.post(path, body, { skipAuthRefresh: true });
      return parseAnswer(socialLoginResponseSchema, data, `POST ${path}`);
    },
    /** POST /api/account/profile/update/ {username?, bio?} → Profile. */
    async updateProfile(body: ProfileUpdateRequest) {
      const { data } = await http.post(apiPaths.profileUpdate, body);
      return parseAnswer(profileSchema, data, `POST ${apiPaths.profileUpdate}`);
    },
    /** POST /api/account/profile/update-status/ {status} → Profile. */
    async updateStatus(status: string) {
      const { data } = await http.post(apiPaths.profileUpdateStatus, { status });
      return parseAnswer(profileSchema, data, `POST ${apiPaths.profileUpdateStatus}`);
    },
    /**
     * PUT multipart `file` + `profile_picture_url` / `background_picture_url`, reporting
     * progress in percent (docs/product-rules.md §Account 4, §API 11). @throws EmptyUploadResponseError on an empty answer.
     */
    upload(kind: UploadKind, file: File, onProgress?: (percent: number) => void) {
      return uploadProfileImage(http, kind, file, onProgress);
    },
    /**
     * POST /api/account/password/change/ {current_password, new_password} → {detail, access_token,
     * refresh_token} (docs/product-rules.md §Account 9): the caller's session continues with the answered pair.
     */
    async changePassword(body: PasswordChangeRequest) {
      const { data } = await http.post(apiPaths.passwordChange, body);
      return parseAnswer(passwordChangeResponseSchema, data, `POST ${apiPaths.passwordChange}`);
    },
    /** POST /api/account/email/change/ {new_email, current_password} → {detail}; a link goes to the new address (docs/product-rules.md §Account 10). */
    async requestEmailChange(body: EmailChangeRequest) {
      const { data } = await http.post(apiPaths.emailChange, body);
      return parseAnswer(emailChangeResponseSchema, data, `POST ${apiPaths.emailChange}`);
    },
    /** POST /api/account/email/change/confirm/ {uidb64, token} → {detail, email}; needs no sign-in (the link is the authorisation). */
    async confirmEmailChange(body: EmailChangeConfirmRequest) {
      const { data } = await http.post(apiPaths.emailChangeConfirm, body, { skipAuthRefresh: true });
      return parseAnswer(emailChangeConfirmResponseSchema, data, `POST ${apiPaths.emailChangeConfirm}`);
    },
    /** POST /api/account/verify-email/resend/ → {detail}; 400 when the address is already verified (docs/product-rules.md §Account 11). */
    async resendVerification() {
      const { data } = await http.post(apiPaths.verifyEmailResend, {});
      return parseAnswer(verifyEmailResendResponseSchema, data, `POST ${apiPaths.verifyEmailResend}`);
    },
    /** POST /api/account/delete/ {current_password, confirmation} → {detail}; the server forgets the account and its data (docs/product-rules.md §Account 12). */
    async deleteAccount(body: AccountDeleteRequest) {
      const { data } = await http.post(apiPaths.accountDelete, body);
      return parseAnswer(accountDeleteResponseSchema, data, `POST ${apiPaths.accountDelete}`);
    },
  };
}

export type AccountApi = ReturnType<typeof createAccountApi>;
