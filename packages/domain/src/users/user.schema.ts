import { z } from 'zod';
import { requiredText } from '../common/form-input.ts';
import { INPUT_LIMITS, LIMIT_MESSAGES } from '../common/limits.ts';
import { zPage } from '../common/pagination.schema.ts';
import { LOCALES } from '../i18n/locale.ts';
import {
  isHttpUrl,
  NAME_MIN_LENGTH,
  PASSWORD_MIN_LENGTH,
  ROLES,
  USER_MESSAGES,
} from './user.constants.ts';

export const ZRole = z.enum(ROLES, { message: 'Role must be Admin, Sales or Recruiter' });
export type TRole = z.infer<typeof ZRole>;

/** The interface language a user chose; null follows the browser. */
export const ZUserLanguage = z
  .enum(LOCALES, { message: USER_MESSAGES.languageInvalid })
  .nullable()
  .meta({ description: "The user's interface language; null follows the browser." });
export type TUserLanguage = z.infer<typeof ZUserLanguage>;

export const ZUser = z
  .object({
    id: z.string(),
    name: z.string(),
    email: z.string(),
    role: ZRole,
    avatarUrl: z.string().nullable(),
    language: ZUserLanguage,
    createdAt: z.iso.datetime(),
    updatedAt: z.iso.datetime(),
  })
  .meta({ id: 'User', description: 'A user account; never its password.' });
export type TUser = z.infer<typeof ZUser>;

/** What any signed-in user may see of a Sales user (consultant picker and filter). */
export const ZSalesUser = ZUser.pick({ id: true, name: true, email: true, role: true }).meta({
  id: 'SalesUser',
  description: 'The public fields of a user, for the consultant picker.',
});
export type TSalesUser = z.infer<typeof ZSalesUser>;

/**
 * `GET /users`: full users for an Admin; only the public fields of Sales users for anyone else
 * (`role=Sales`).
 */
export const ZUserPage = zPage(z.union([ZUser, ZSalesUser])).meta({
  id: 'UserPage',
  description: 'A page of users.',
});
export type TUserPage = z.infer<typeof ZUserPage>;

/** The tokens of a refresh (`POST /auth/refresh`). */
export const ZAuthTokens = z
  .object({
    access_token: z.string().meta({ description: 'Bearer token for the Authorization header.' }),
    refresh_token: z.string().meta({ description: 'Single use: trade it for the next pair.' }),
    token_type: z.literal('bearer'),
  })
  .meta({ id: 'AuthTokens', description: 'A new pair of tokens for the same session.' });
export type TAuthTokens = z.infer<typeof ZAuthTokens>;

/** A new session: login and first-run setup. */
export const ZAuthSignIn = ZAuthTokens.extend({ user: ZUser }).meta({
  id: 'AuthSignIn',
  description: 'A new session: its tokens and the signed-in user.',
});
export type TAuthSignIn = z.infer<typeof ZAuthSignIn>;

/** `GET /setup`: whether the first Admin exists. */
export const ZSetupStatus = z
  .object({ is_setup_complete: z.boolean() })
  .meta({ id: 'SetupStatus', description: 'False until the first Admin is created.' });
export type TSetupStatus = z.infer<typeof ZSetupStatus>;

const ZName = requiredText(USER_MESSAGES.nameRequired)
  .min(NAME_MIN_LENGTH, USER_MESSAGES.nameTooShort)
  .max(100, 'Name must be at most 100 characters');
const ZEmail = requiredText(USER_MESSAGES.emailRequired)
  .max(254, USER_MESSAGES.emailInvalid)
  .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, USER_MESSAGES.emailInvalid);
const ZPassword = z
  .string({ message: 'Password is required' })
  .min(PASSWORD_MIN_LENGTH, USER_MESSAGES.passwordTooShort)
  .max(200, 'Password must be at most 200 characters');

export const ZCreateUser = z.object({
  name: ZName,
  email: ZEmail,
  password: ZPassword,
  role: ZRole,
});
export type TCreateUser = z.infer<typeof ZCreateUser>;

export const ZSetupRequest = ZCreateUser.omit({ role: true });
export type TSetupRequest = z.infer<typeof ZSetupRequest>;

/** Checked against the stored hash; a longer one cannot be it. Sent as either spelling. */
const ZCurrentPassword = z
  .string()
  .max(INPUT_LIMITS.passwordMax, USER_MESSAGES.currentPasswordWrong)
  .optional();

/** Admin edit of any user; the profile path uses the same body restricted to name and password. */
export const ZUpdateUser = z
  .object({
    name: ZName.optional(),
    email: ZEmail.optional(),
    role: ZRole.optional(),
    password: ZPassword.optional(),
    currentPassword: ZCurrentPassword,
    current_password: ZCurrentPassword,
    avatarUrl: z
      .string()
      .max(2000, USER_MESSAGES.avatarUrlInvalid)
      .refine((v) => v === '' || isHttpUrl(v), USER_MESSAGES.avatarUrlInvalid)
      .nullable()
      .optional(),
    language: ZUserLanguage.optional(),
  })
  .transform(({ current_password, currentPassword, ...rest }) => ({
    ...rest,
    currentPassword: currentPassword ?? current_password,
  }));
export type TUpdateUser = z.infer<typeof ZUpdateUser>;

export const ZUserListQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  size: z.coerce.number().int().min(1).max(100).default(20),
  role: ZRole.optional(),
  search: z.string().trim().max(200).optional(),
});
export type TUserListQuery = z.infer<typeof ZUserListQuery>;

export const ZLoginRequest = z.object({
  email: requiredText(USER_MESSAGES.loginFieldsRequired).max(
    INPUT_LIMITS.emailMax,
    LIMIT_MESSAGES.tooLong('email', INPUT_LIMITS.emailMax),
  ),
  password: z
    .string({ message: USER_MESSAGES.loginFieldsRequired })
    .min(1, USER_MESSAGES.loginFieldsRequired)
    .max(INPUT_LIMITS.passwordMax, LIMIT_MESSAGES.tooLong('password', INPUT_LIMITS.passwordMax)),
});
export type TLoginRequest = z.infer<typeof ZLoginRequest>;

export const ZRefreshRequest = z.object({
  refresh_token: z
    .string({ message: 'refresh_token is required' })
    .min(1, 'refresh_token is required')
    .max(INPUT_LIMITS.tokenMax, LIMIT_MESSAGES.tooLong('refresh_token', INPUT_LIMITS.tokenMax)),
});

export const ZProfileForm = z
  .object({
    name: z.string().trim().min(1, USER_MESSAGES.nameRequired),
    currentPassword: z.string(),
    newPassword: z.string(),
    confirmPassword: z.string(),
  })
  .superRefine((v, ctx) => {
    if (!v.newPassword && !v.confirmPassword) return;
    if (v.newPassword !== v.confirmPassword)
      ctx.addIssue({
        code: 'custom',
        path: ['confirmPassword'],
        message: USER_MESSAGES.passwordsDoNotMatch,
      });
    if (!v.currentPassword)
      ctx.addIssue({
        code: 'custom',
        path: ['currentPassword'],
        message: USER_MESSAGES.currentPasswordRequired,
      });
    if (v.newPassword.length < PASSWORD_MIN_LENGTH)
      ctx.addIssue({
        code: 'custom',
        path: ['newPassword'],
        message: USER_MESSAGES.passwordTooShort,
      });
  });
export type TProfileForm = z.infer<typeof ZProfileForm>;
